import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { ModerationLogPage } from "#shared/schemas/moderation.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** The log's filters as the tab holds them: "" for every action or every administrator. */
export type LogFilters = { page: number; action: string; adminId: string };

export const getModerationLog = ({ page, action, adminId }: LogFilters) => {
  const query = new URLSearchParams({ page: String(page) });
  if (action) query.set("action", action);
  if (adminId) query.set("adminId", adminId);
  return api.get<ModerationLogPage>(`${adminUrl("moderation-log")}?${query}`);
};

export const getModerationLogQueryOptions = (filters: LogFilters) =>
  queryOptions({
    queryKey: adminKeys.logPage(filters),
    queryFn: () => getModerationLog(filters),
    placeholderData: keepPreviousData,
  });

export function useModerationLog(filters: LogFilters) {
  return useQuery(getModerationLogQueryOptions(filters));
}
