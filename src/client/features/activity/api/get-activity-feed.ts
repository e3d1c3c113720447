import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/limits.ts";
import { activityKeys, getActivity } from "./get-activity";

/** The activity page: 10 at a time from `offset`, while the server says there is more. */
export const getActivityFeedQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...activityKeys(userId), "feed"] as const,
    queryFn: ({ pageParam }) =>
      getActivity({ userId, offset: pageParam, limit: LIMITS.activityPageSize }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? (last.nextOffset ?? undefined) : undefined),
    // Notifications arrive all the time: read them afresh each time the page opens.
    staleTime: 0,
  });

export function useActivityFeed(userId: string) {
  return useInfiniteQuery(getActivityFeedQueryOptions(userId));
}
