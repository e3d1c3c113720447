import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";

/** Yesterday's topic; `topic` is null when there was none (no topic on Sundays). */
export const getYesterdaysTopic = () => callApi("GET /api/yesterdays-topic");

export const getYesterdaysTopicQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.yesterday(), queryFn: getYesterdaysTopic });

export function useYesterdaysTopic() {
  return useQuery(getYesterdaysTopicQueryOptions());
}
