import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { AdminStats } from "#shared/schemas/admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** Counts of quips and users, today's topic and 14 days of page views. */
export const getAdminStats = () => api.get<AdminStats>(adminUrl("stats"));

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
