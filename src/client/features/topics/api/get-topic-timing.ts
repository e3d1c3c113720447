import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMING } from "../../../../shared/limits";
import { api } from "../../../lib/api-client";
import { topicKeys } from "../../../lib/query-keys";
import type { Topic } from "./get-previous-topics";

export type TopicTiming = {
  /** The daily change time, Eastern. */
  configuredTiming: { hour: number; minute: number };
  hasCurrentTopic: boolean;
  currentTopic: Omit<Topic, "quipCount"> | null;
  /** ISO instant of the next change. */
  nextChangeTime: string;
  timeUntilNext: number;
};

/** When the topic changes next; refetched every 30 seconds (spec 02 §7). */
export const getTopicTiming = () => api.get<TopicTiming>("/api/topic-timing");

export const getTopicTimingQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.timing(),
    queryFn: getTopicTiming,
    refetchInterval: TIMING.topicTimingRefetchMs,
  });

export function useTopicTiming() {
  return useQuery(getTopicTimingQueryOptions());
}
