import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";

export type FollowDirection = "followers" | "following";

/** Who follows a member, or whom they follow, most recent first: 20 a page. */
export const getFollows = (userId: string, direction: FollowDirection, page: number) =>
  callApi(
    direction === "followers" ? "GET /api/users/:id/followers" : "GET /api/users/:id/following",
    { params: { id: userId }, query: { page, limit: LIMITS.profilePageSize } },
  );

export const getFollowsQueryOptions = (userId: string, direction: FollowDirection) =>
  infiniteQueryOptions({
    queryKey: [...userKeys.detail(userId), direction] as const,
    queryFn: ({ pageParam }) => getFollows(userId, direction, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      last.length === LIMITS.profilePageSize ? lastPage + 1 : undefined,
  });

export function useFollows(userId: string, direction: FollowDirection) {
  return useInfiniteQuery(getFollowsQueryOptions(userId, direction));
}
