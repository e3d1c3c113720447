import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { ModerationAction } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

/** The log's filters as the tab holds them: "" for every action or everyone who acted. */
export type LogFilters = { page: number; action: ModerationAction | ""; adminId: string };

/**
 * The moderators' call for everyone: the server answers administrators there exactly as at
 * `/api/admin/moderation-log` (one service), and moderators with what they may read.
 */
export const getModerationLog = ({ page, action, adminId }: LogFilters) =>
  callApi("GET /api/moderation/log", {
    query: { page, action: action || undefined, adminId: adminId || undefined },
  });

export const getModerationLogQueryOptions = (filters: LogFilters) =>
  queryOptions({
    queryKey: adminKeys.logPage(filters),
    queryFn: () => getModerationLog(filters),
    placeholderData: keepPreviousData,
  });

export function useModerationLog(filters: LogFilters) {
  return useQuery(getModerationLogQueryOptions(filters));
}
