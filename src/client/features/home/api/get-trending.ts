import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TrendingWord } from "../../../../shared/schemas/trending";
import { api } from "../../../lib/api-client";

/** The words most used in the last 48 hours' quips (the server recomputes them every few minutes). */
export const getTrending = () => api.get<TrendingWord[]>("/api/trending");

export const getTrendingQueryOptions = () =>
  queryOptions({ queryKey: ["trending"] as const, queryFn: getTrending });

export function useTrending() {
  return useQuery(getTrendingQueryOptions());
}
