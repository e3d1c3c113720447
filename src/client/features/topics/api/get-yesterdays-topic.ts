import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicOfTheDay } from "../../../../shared/schemas/topics";
import { api } from "../../../lib/api-client";
import { topicKeys } from "../../../lib/query-keys";

/** Yesterday's topic; `topic` is null when there was none (no topic on Sundays). */
export const getYesterdaysTopic = () => api.get<TopicOfTheDay>("/api/yesterdays-topic");

export const getYesterdaysTopicQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.yesterday(), queryFn: getYesterdaysTopic });

export function useYesterdaysTopic() {
  return useQuery(getYesterdaysTopicQueryOptions());
}
