import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { topicPageKeys } from "./topic-page-keys";

/** A topic of the day as the topics screens show it. */
export type Topic = {
  id: string;
  topic: string;
  isManual: boolean;
  /** Its Eastern calendar day, YYYY-MM-DD. */
  date: string;
  slug: string;
  topicIdentifier: string;
  scheduledFor: string;
  isActive: boolean;
  createdAt: string;
  activeTime: string;
  quipCount: number;
};

/** What a list of topics needs (previous topics, topic search results). */
export type TopicWithCount = Pick<
  Topic,
  "id" | "topic" | "date" | "slug" | "topicIdentifier" | "scheduledFor" | "quipCount"
>;

/** Topics before today's, newest first, each with its number of quips. */
export const getPreviousTopics = () => api.get<Topic[]>("/api/topics/previous");

export const getPreviousTopicsQueryOptions = () =>
  queryOptions({ queryKey: topicPageKeys.previous(), queryFn: getPreviousTopics });

export function usePreviousTopics() {
  return useQuery(getPreviousTopicsQueryOptions());
}
