import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

/** The topics, phrases and words of the last 48 hours' quips, recomputed once a minute. */
export const getTrending = () => callApi("GET /api/trending");

export const getTrendingQueryOptions = () =>
  queryOptions({ queryKey: ["trending"] as const, queryFn: getTrending });

export function useTrending() {
  return useQuery(getTrendingQueryOptions());
}
