import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** Counts of quips and users, today's topic and 14 days of page views. */
export const getAdminStats = () => callApi("GET /api/admin/stats");

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
