import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CityDistribution } from "../../../../shared/schemas/users";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

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
