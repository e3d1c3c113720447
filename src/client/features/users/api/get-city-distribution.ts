import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

/** In how many competitions the member's best quip finished in each tier. */
export type CityDistribution = {
  total: number;
  top20: number;
  top40: number;
  top60: number;
  bottom40: number;
  bottom5: number;
};

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
