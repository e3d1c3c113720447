import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicPageKeys } from "./topic-page-keys";

/** Topics before today's, newest first, each with its number of quips. */
export const getPreviousTopics = () => callApi("GET /api/topics/previous");

export const getPreviousTopicsQueryOptions = () =>
  queryOptions({ queryKey: topicPageKeys.previous(), queryFn: getPreviousTopics });

export function usePreviousTopics() {
  return useQuery(getPreviousTopicsQueryOptions());
}
