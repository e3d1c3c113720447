import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMING } from "../../../../shared/limits";
import type { TopicTiming } from "../../../../shared/schemas/topics";
import { api } from "../../../lib/api-client";
import { topicKeys } from "../../../lib/query-keys";

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
