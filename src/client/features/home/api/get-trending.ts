import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { TrendingWord } from "#shared/schemas/trending.ts";

/** The topics, phrases and words of the last 48 hours' quips, recomputed once a minute. */
export const getTrending = () => api.get<TrendingWord[]>("/api/trending");

export const getTrendingQueryOptions = () =>
  queryOptions({ queryKey: ["trending"] as const, queryFn: getTrending });

export function useTrending() {
  return useQuery(getTrendingQueryOptions());
}
