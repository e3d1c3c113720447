import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";

export const getCityDistribution = (userId: string) =>
  callApi("GET /api/users/:id/city-distribution", { params: { id: userId } });

export const getCityDistributionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userKeys.detail(userId), "city-distribution"] as const,
    queryFn: () => getCityDistribution(userId),
  });

export function useCityDistribution(userId: string) {
  return useQuery(getCityDistributionQueryOptions(userId));
}
