import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";

/** New Quips (newest first) or Top All Time (most liked first). */
export type ProfileQuipsSort = "new" | "likes";

/** One page of a member's quips (only revealed ones, unless it is the viewer's own). */
export const getProfileQuips = (
  authorId: string,
  sortBy: ProfileQuipsSort,
  page: number,
  limit: number = LIMITS.profilePageSize,
) => {
  return callApi("GET /api/quips", {
    query: { filter: "all", authorId, page, limit, sortBy },
  });
};

/** Under the feed keys, so likes, deletes and edits reach these lists too. */
export const getProfileQuipsQueryOptions = (authorId: string, sortBy: ProfileQuipsSort) =>
  infiniteQueryOptions({
    queryKey: quipKeys.feed({ authorId, sortBy }),
    queryFn: ({ pageParam }) => getProfileQuips(authorId, sortBy, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      last.length === LIMITS.profilePageSize ? lastPage + 1 : undefined,
  });

export function useProfileQuips(authorId: string, sortBy: ProfileQuipsSort) {
  return useInfiniteQuery(getProfileQuipsQueryOptions(authorId, sortBy));
}
