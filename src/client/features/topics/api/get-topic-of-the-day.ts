import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/** Today's topic; `topic` is null when there is none (`isSunday` says whether it is Sunday). */
export const getTopicOfTheDay = () => api.get<TopicOfTheDay>("/api/topic-of-the-day");

export const getTopicOfTheDayQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.today(), queryFn: getTopicOfTheDay });

export function useTopicOfTheDay() {
  return useQuery(getTopicOfTheDayQueryOptions());
}
