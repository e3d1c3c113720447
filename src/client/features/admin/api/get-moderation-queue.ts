import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { QueueKind } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

/** The queue's filters as the tab holds them: "" for every kind. */
export type QueueFilters = { kind: QueueKind | ""; page: number };

export const getModerationQueue = ({ kind, page }: QueueFilters) =>
  callApi("GET /api/moderation/queue", { query: { page, kind: kind || undefined } });

export const getModerationQueueQueryOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: adminKeys.queuePage(filters),
    queryFn: () => getModerationQueue(filters),
    placeholderData: keepPreviousData,
  });

export function useModerationQueue(filters: QueueFilters) {
  return useQuery(getModerationQueueQueryOptions(filters));
}
