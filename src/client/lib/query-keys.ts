/**
 * The cache's shared prefixes. Quips, members, topics and drafts are written by one feature and
 * shown by others (a like refreshes a profile's lists, a post spends a topic's places), so their
 * keys belong to no single feature; mutations invalidate by these prefixes. Keys that only one
 * feature reads stay in that feature, under these prefixes.
 */
export const quipKeys = {
  all: ["quips"] as const,
  feeds: () => [...quipKeys.all, "feed"] as const,
  feed: (params: Record<string, unknown>) => [...quipKeys.feeds(), params] as const,
  detail: (id: string) => [...quipKeys.all, "detail", id] as const,
  comments: (id: string) => [...quipKeys.all, "comments", id] as const,
  /** The further replies of one comment, under its quip's comments. */
  replies: (id: string, commentId: string) =>
    [...quipKeys.comments(id), "replies", commentId] as const,
  likes: (id: string) => [...quipKeys.all, "likes", id] as const,
};

/** Likes in flight: while one is on its way, its answer owns the like count, not the stream. */
export const likeMutationKey = [...quipKeys.all, "like"] as const;

export const vaultKeys = {
  all: ["vault"] as const,
  list: () => [...vaultKeys.all, "list"] as const,
  detail: (id: string) => [...vaultKeys.all, id] as const,
};

/** One's own posts a watched word holds for review: written by posting, read on one's profile. */
export const heldPostKeys = {
  own: () => ["held-posts", "own"] as const,
};

export const topicKeys = {
  all: ["topics"] as const,
  today: () => [...topicKeys.all, "today"] as const,
  yesterday: () => [...topicKeys.all, "yesterday"] as const,
  counts: () => [...topicKeys.all, "counts"] as const,
  /** The topic clock, read by the topics page and the admin screen. */
  timing: () => [...topicKeys.all, "timing"] as const,
};

export const userKeys = {
  all: ["users"] as const,
  detail: (id: string) => [...userKeys.all, id] as const,
};
