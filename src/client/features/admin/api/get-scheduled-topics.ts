import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** The upcoming days' topics (the next 14 days, Sundays excepted), soonest first. */
export const getScheduledTopics = () => callApi("GET /api/admin/scheduled-topics");

export const getScheduledTopicsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.scheduledTopics(), queryFn: getScheduledTopics });

export function useScheduledTopics() {
  return useQuery(getScheduledTopicsQueryOptions());
}
