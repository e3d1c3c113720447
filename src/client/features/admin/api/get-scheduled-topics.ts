import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { ScheduledTopic } from "#shared/schemas/topics.admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** The upcoming days' topics (the next 14 days, Sundays excepted), soonest first. */
export const getScheduledTopics = () => api.get<ScheduledTopic[]>(adminUrl("scheduled-topics"));

export const getScheduledTopicsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.scheduledTopics(), queryFn: getScheduledTopics });

export function useScheduledTopics() {
  return useQuery(getScheduledTopicsQueryOptions());
}
