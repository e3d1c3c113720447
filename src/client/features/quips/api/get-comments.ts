import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentPage } from "#shared/schemas/comments.ts";

export type CommentPages = InfiniteData<CommentPage, string | null>;

/** One page of the quip's top-level comments, newest first, each with its first replies. */
export const getComments = (quipId: string, cursor: string | null) =>
  callApi("GET /api/quips/:id/comments", {
    params: { id: quipId },
    query: { cursor: cursor ?? undefined },
  });

export const getCommentsQueryOptions = (quipId: string) =>
  infiniteQueryOptions({
    queryKey: quipKeys.comments(quipId),
    queryFn: ({ pageParam }) => getComments(quipId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useComments(quipId: string) {
  return useInfiniteQuery(getCommentsQueryOptions(quipId));
}

/**
 * When the first page of comments shown was read: the live stream announces what came after.
 * It only reads what the comment list asked for.
 */
export function useCommentsReadAt(quipId: string): string | undefined {
  return useInfiniteQuery({
    ...getCommentsQueryOptions(quipId),
    enabled: false,
    select: (data) => data.pages[0]?.readAt,
  }).data;
}
