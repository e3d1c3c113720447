import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import { TIMING } from "#shared/limits.ts";

/** When the topic changes next; refetched every 30 seconds (spec 02 §7). */
export const getTopicTiming = () => callApi("GET /api/topic-timing");

export const getTopicTimingQueryOptions = () =>
  queryOptions({
    queryKey: topicKeys.timing(),
    queryFn: getTopicTiming,
    refetchInterval: TIMING.topicTimingRefetchMs,
  });

export function useTopicTiming() {
  return useQuery(getTopicTimingQueryOptions());
}
