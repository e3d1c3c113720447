import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";

/** One page of the member's own bookmarks (another member's answer 403). */
export const getBookmarks = (userId: string, page: number) =>
  callApi("GET /api/users/:id/bookmarks", {
    params: { id: userId },
    query: { page, limit: LIMITS.profilePageSize },
  });

/** Under the member's keys: a bookmark toggle refreshes them. */
export const getBookmarksQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...userKeys.detail(userId), "bookmarks"] as const,
    queryFn: ({ pageParam }) => getBookmarks(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      last.length === LIMITS.profilePageSize ? lastPage + 1 : undefined,
  });

export function useBookmarks(userId: string) {
  return useInfiniteQuery(getBookmarksQueryOptions(userId));
}
