import type { QueryClient } from "@tanstack/react-query";
import type { CommentPages } from "#client/features/quips/api/get-comments.ts";
import type { ReplyPages } from "#client/features/quips/api/get-replies.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentView } from "#shared/schemas/comments.ts";

/**
 * Shows the member's new comment at once where they expect it, without asking for every page
 * again: a comment first on the first page (newest first, under the form), a reply last among
 * its comment's replies shown so far, after those "Show more replies" brought if any. The
 * counts move with it. Answers false when the comment it replies to is not cached.
 */
export function addCommentToCaches(
  queryClient: QueryClient,
  quipId: string,
  comment: CommentView,
): boolean {
  const listKey = quipKeys.comments(quipId);
  queryClient.setQueryData<CommentPages>(listKey, (data) => data && withOneMore(data, comment));
  const parentId = comment.parentCommentId;
  if (!parentId) return true;
  const threadKey = quipKeys.replies(quipId, parentId);
  const thread = queryClient.getQueryData<ReplyPages>(threadKey);
  const isThreadOpen = (thread?.pages.length ?? 0) > 0;
  if (thread && isThreadOpen)
    queryClient.setQueryData(threadKey, appendToLastPage(thread, comment));
  let found = false;
  queryClient.setQueriesData<CommentPages | ReplyPages>({ queryKey: listKey }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => {
      const list = "comments" in page ? page.comments : page.replies;
      const next = withReply(list, comment, !isThreadOpen);
      if (next === list) return page;
      found = true;
      return "comments" in page ? { ...page, comments: next } : { ...page, replies: next };
    });
    return { ...data, pages } as typeof data;
  });
  return found;
}

/** The total of every page moves by one; a top-level comment also leads the first page. */
function withOneMore(data: CommentPages, comment: CommentView): CommentPages {
  const pages = data.pages.map((page, index) => ({
    ...page,
    total: page.total + 1,
    comments: index === 0 && !comment.parentCommentId ? [comment, ...page.comments] : page.comments,
  }));
  return { ...data, pages };
}

function appendToLastPage(thread: ReplyPages, reply: CommentView): ReplyPages {
  const last = thread.pages.length - 1;
  const pages = thread.pages.map((page, index) =>
    index === last ? { ...page, replies: [...page.replies, reply] } : page,
  );
  return { ...thread, pages };
}

/** The list with the reply counted on its comment (and added to its replies when `inline`). */
function withReply(list: CommentView[], reply: CommentView, inline: boolean): CommentView[] {
  let changed = false;
  const next = list.map((comment) => {
    if (comment.id === reply.parentCommentId) {
      changed = true;
      return {
        ...comment,
        repliesCount: comment.repliesCount + 1,
        replies: inline ? [...comment.replies, reply] : comment.replies,
      };
    }
    const replies = withReply(comment.replies, reply, inline);
    if (replies === comment.replies) return comment;
    changed = true;
    return { ...comment, replies };
  });
  return changed ? next : list;
}

/**
 * The ids of the quip's comments the reader holds: the pages read so far, replies at every
 * depth, and the replies "Show more replies" brought.
 */
export function cachedCommentIds(queryClient: QueryClient, quipId: string): Set<string> {
  const ids = new Set<string>();
  const collect = (comments: readonly CommentView[]) => {
    for (const comment of comments) {
      ids.add(comment.id);
      collect(comment.replies);
    }
  };
  for (const [, data] of queryClient.getQueriesData<CommentPages | ReplyPages>({
    queryKey: quipKeys.comments(quipId),
  })) {
    for (const page of data?.pages ?? []) {
      collect("comments" in page ? page.comments : page.replies);
    }
  }
  return ids;
}

/** Changes one comment, wherever the quip's pages and reply pages hold it. */
export function patchCommentInCaches(
  queryClient: QueryClient,
  quipId: string,
  commentId: string,
  patch: Partial<CommentView>,
): void {
  const patched = (list: CommentView[]): CommentView[] => {
    let changed = false;
    const next = list.map((comment) => {
      if (comment.id === commentId) {
        changed = true;
        return { ...comment, ...patch };
      }
      const replies = patched(comment.replies);
      if (replies === comment.replies) return comment;
      changed = true;
      return { ...comment, replies };
    });
    return changed ? next : list;
  };
  queryClient.setQueriesData<CommentPages | ReplyPages>(
    { queryKey: quipKeys.comments(quipId) },
    (data) => {
      if (!data) return data;
      const pages = data.pages.map((page) =>
        "comments" in page
          ? { ...page, comments: patched(page.comments) }
          : { ...page, replies: patched(page.replies) },
      );
      return { ...data, pages } as typeof data;
    },
  );
}
