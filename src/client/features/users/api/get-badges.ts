import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import type { Badge } from "#shared/schemas/users.ts";

/** How many quips earned each city title; all four types, 0 when not earned yet. */
export const getBadges = (userId: string) =>
  api.get<Badge[]>(`/api/users/${encodeURIComponent(userId)}/badges`);

export const getBadgesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(userId), "badges"] as const,
    queryFn: () => getBadges(userId),
  });

export function useBadges(userId: string) {
  return useQuery(getBadgesQueryOptions(userId));
}
