import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";
import type { FeedFilter } from "#shared/rules/feed-filters.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/** One page of the home feed (10 quips); visitors get [] for the members-only filters. */
export const getFeed = ({ filter, page }: { filter: FeedFilter; page: number }) => {
  const query = new URLSearchParams({
    filter,
    page: String(page),
    limit: String(LIMITS.feedPageSize),
  });
  return api.get<Quip[]>(`/api/quips?${query}`);
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
