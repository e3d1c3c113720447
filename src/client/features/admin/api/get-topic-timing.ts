import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMING } from "../../../../shared/limits";
import { api } from "../../../lib/api-client";
import { topicKeys } from "../../../lib/query-keys";

export type TopicTiming = {
  configuredTiming: { hour: number; minute: number };
  hasCurrentTopic: boolean;
  currentTopic: {
    id: string;
    topic: string;
    isManual: boolean;
    date: string;
    scheduledFor: string;
    activeTime: string;
    createdAt: string;
  } | null;
  /** ISO instant of the next change. */
  nextChangeTime: string;
  /** Milliseconds from the server's now to the next change. */
  timeUntilNext: number;
};

export const getTopicTiming = () => api.get<TopicTiming>("/api/topic-timing");

/** The topic clock, refetched every 30 seconds (spec 02 §4). */
export const getTopicTimingQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.timing(),
    queryFn: getTopicTiming,
    refetchInterval: TIMING.topicTimingRefetchMs,
  });

export function useTopicTiming() {
  return useQuery(getTopicTimingQueryOptions());
}
