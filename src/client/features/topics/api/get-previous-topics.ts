import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Topic } from "../../../../shared/schemas/topics";
import { api } from "../../../lib/api-client";
import { topicPageKeys } from "./topic-page-keys";

/** Topics before today's, newest first, each with its number of quips. */
export const getPreviousTopics = () => api.get<Topic[]>("/api/topics/previous");

export const getPreviousTopicsQueryOptions = () =>
  queryOptions({ queryKey: topicPageKeys.previous(), queryFn: getPreviousTopics });

export function usePreviousTopics() {
  return useQuery(getPreviousTopicsQueryOptions());
}
