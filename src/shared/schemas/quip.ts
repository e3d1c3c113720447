import { z } from "zod";
import { LIMITS } from "../limits";
import { QUIP_MSG } from "../messages";
import { FEED_FILTERS } from "../rules/feed-filters";

const m = QUIP_MSG;

/** Trimmed text of a bounded length, with the three messages the spec gives each kind. */
function boundedText(
  max: number,
  msgs: { empty: string; tooLong: string; emptyAfterTrim: string },
) {
  return z
    .string({ error: msgs.empty })
    .min(1, msgs.empty)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, msgs.emptyAfterTrim).max(max, msgs.tooLong));
}

export const quipContent = boundedText(LIMITS.quipMax, m);
export const editedQuipContent = boundedText(LIMITS.quipEditMax, { ...m, tooLong: m.editTooLong });
export const commentContent = boundedText(LIMITS.commentMax, m.comment);
export const draftContent = boundedText(LIMITS.vaultMax, m.vault);

export const uuid = z.uuid("Invalid id");
export const IdParams = z.object({ id: uuid });

export const FeedQuery = z.object({
  filter: z.enum([...FEED_FILTERS, "all"]).default("top48"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.feedPageSize),
  authorId: uuid.optional(),
  sortBy: z.enum(["likes", "new"]).default("new"),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const CreateQuipInput = z.object({
  content: quipContent,
  topicOfTheDay: z.boolean().default(false),
  topicText: z.string().max(LIMITS.topicMax).nullish(),
  vaultQuipId: uuid.nullish(),
});
export type CreateQuipInput = z.infer<typeof CreateQuipInput>;

export const EditQuipInput = z.object({ content: editedQuipContent });
export const CreateCommentInput = z.object({
  content: commentContent,
  parentCommentId: uuid.nullish(),
});
export const DraftInput = z.object({ content: draftContent });

export const QuipAuthor = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** A quip as a viewer may see it: `author` is null while anonymous to that viewer. */
export const Quip = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isAnonymous: z.boolean(),
  topicOfTheDay: z.boolean(),
  topicText: z.string().nullable(),
  topicSlug: z.string().nullable(),
  topicIdentifier: z.string().nullable(),
  vaultQuipId: z.string().nullable(),
  author: QuipAuthor.nullable(),
  isOwn: z.boolean(),
  likesCount: z.number(),
  commentsCount: z.number(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
});
export type Quip = z.infer<typeof Quip>;

export const Comment: z.ZodType<CommentView> = z.lazy(() =>
  z.object({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    parentCommentId: z.string().nullable(),
    depth: z.number(),
    author: QuipAuthor.nullable(),
    isQuipAuthor: z.boolean(),
    isOwn: z.boolean(),
    replies: z.array(Comment),
  }),
);
export interface CommentView {
  id: string;
  content: string;
  createdAt: string;
  parentCommentId: string | null;
  depth: number;
  /** Null when the quip's author commented on their own still-anonymous quip. */
  author: z.infer<typeof QuipAuthor> | null;
  /** Shown as "anonymous (author)" while the quip is anonymous. */
  isQuipAuthor: boolean;
  /** Written by the member reading it. */
  isOwn: boolean;
  replies: CommentView[];
}
