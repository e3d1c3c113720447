import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/** Yesterday's topic; `topic` is null when there was none (no topic on Sundays). */
export const getYesterdaysTopic = () => api.get<TopicOfTheDay>("/api/yesterdays-topic");

export const getYesterdaysTopicQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.yesterday(), queryFn: getYesterdaysTopic });

export function useYesterdaysTopic() {
  return useQuery(getYesterdaysTopicQueryOptions());
}
