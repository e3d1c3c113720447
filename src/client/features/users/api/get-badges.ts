import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";

/** How many quips earned each city title; all four types, 0 when not earned yet. */
export const getBadges = (userId: string) =>
  callApi("GET /api/users/:id/badges", { params: { id: userId } });

export const getBadgesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(userId), "badges"] as const,
    queryFn: () => getBadges(userId),
  });

export function useBadges(userId: string) {
  return useQuery(getBadgesQueryOptions(userId));
}
