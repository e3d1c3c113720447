import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys, adminUrl } from "./admin-keys";

export type ScheduledTopic = {
  id: string;
  topic: string;
  isManual: boolean;
  scheduledFor: string;
  /** The Eastern calendar day, YYYY-MM-DD. */
  scheduledForEstDate: string;
  isActive: boolean;
  createdAt: string;
};

/** The upcoming days' topics (the next 14 days, Sundays excepted), soonest first. */
export const getScheduledTopics = () => api.get<ScheduledTopic[]>(adminUrl("scheduled-topics"));

export const getScheduledTopicsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.scheduledTopics(), queryFn: getScheduledTopics });

export function useScheduledTopics() {
  return useQuery(getScheduledTopicsQueryOptions());
}
