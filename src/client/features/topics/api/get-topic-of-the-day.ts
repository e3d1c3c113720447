import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicOfTheDay } from "../../../../shared/schemas/topics";
import { api } from "../../../lib/api-client";
import { topicKeys } from "../../../lib/query-keys";

/** Today's topic; `topic` is null when there is none (`isSunday` says whether it is Sunday). */
export const getTopicOfTheDay = () => api.get<TopicOfTheDay>("/api/topic-of-the-day");

export const getTopicOfTheDayQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.today(), queryFn: getTopicOfTheDay });

export function useTopicOfTheDay() {
  return useQuery(getTopicOfTheDayQueryOptions());
}
