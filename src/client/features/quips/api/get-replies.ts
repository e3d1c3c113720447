import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentView, ReplyPage } from "#shared/schemas/comments.ts";

export type ReplyPages = InfiniteData<ReplyPage, string | null>;

/** A comment's replies after `cursor`, oldest first (from its first reply without one). */
export const getReplies = (quipId: string, commentId: string, cursor: string | null) =>
  callApi("GET /api/quips/:id/comments/:commentId/replies", {
    params: { id: quipId, commentId },
    query: { cursor: cursor ?? undefined },
  });

/**
 * The replies "Show more replies" brings, from where the comment's own first replies end. Asked
 * for once `enabled`; what was brought before stays cached and shows at once.
 */
export function useMoreReplies(quipId: string, comment: CommentView, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: quipKeys.replies(quipId, comment.id),
    queryFn: ({ pageParam }) => getReplies(quipId, comment.id, pageParam),
    initialPageParam: comment.repliesCursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
