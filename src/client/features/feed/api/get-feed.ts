import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";
import type { FeedFilter } from "#shared/rules/feed-filters.ts";

/** One page of the home feed (10 quips); visitors get [] for the members-only filters. */
export const getFeed = ({ filter, page }: { filter: FeedFilter; page: number }) => {
  return callApi("GET /api/quips", { query: { filter, page, limit: LIMITS.feedPageSize } });
};

/** Pages 1, 2, …; a page of exactly 10 quips means there may be more. */
export const getFeedQueryOptions = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: quipKeys.feed({ filter }),
    queryFn: ({ pageParam }) => getFeed({ filter, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === LIMITS.feedPageSize ? lastPageParam + 1 : undefined,
  });

export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery(getFeedQueryOptions(filter));
}
