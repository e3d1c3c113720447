import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { withSlugFallback } from "./get-topic";
import { topicPageKeys } from "./topic-page-keys";

/** The only orders a topic page offers (spec 01 §4). */
export const TOPIC_QUIP_FILTERS = [
  { value: "topAllTime", label: "Top All Time" },
  { value: "new", label: "New Quips" },
] as const;
export type TopicQuipFilter = (typeof TOPIC_QUIP_FILTERS)[number]["value"];

/** By identifier; a bare slug the identifier route does not know goes to the slug route. */
export const getTopicQuips = (identifier: string, filter: TopicQuipFilter) =>
  withSlugFallback(
    identifier,
    () =>
      callApi("GET /api/topics/identifier/:identifier/quips", {
        params: { identifier },
        query: { filter },
      }),
    () =>
      callApi("GET /api/topics/:identifier/quips", { params: { identifier }, query: { filter } }),
  );

export const getTopicQuipsQueryOptions = (identifier: string, filter: TopicQuipFilter) =>
  queryOptions({
    queryKey: topicPageKeys.quips(identifier, filter),
    queryFn: () => getTopicQuips(identifier, filter),
  });

export function useTopicQuips(identifier: string, filter: TopicQuipFilter) {
  return useQuery(getTopicQuipsQueryOptions(identifier, filter));
}
