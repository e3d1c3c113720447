import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";

/** Today's topic; `topic` is null when there is none (`isSunday` says whether it is Sunday). */
export const getTopicOfTheDay = () => callApi("GET /api/topic-of-the-day");

export const getTopicOfTheDayQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.today(), queryFn: getTopicOfTheDay });

export function useTopicOfTheDay() {
  return useQuery(getTopicOfTheDayQueryOptions());
}
