import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import type { CityDistribution } from "#shared/schemas/users.ts";

export const getCityDistribution = (userId: string) =>
  api.get<CityDistribution>(`/api/users/${encodeURIComponent(userId)}/city-distribution`);

export const getCityDistributionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(userId), "city-distribution"] as const,
    queryFn: () => getCityDistribution(userId),
  });

export function useCityDistribution(userId: string) {
  return useQuery(getCityDistributionQueryOptions(userId));
}
