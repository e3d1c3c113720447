import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { parseTopicIdentifier } from "#shared/rules/slug.ts";
import { topicPageKeys } from "./topic-page-keys";

/** A 404, or an address that cannot name a topic (400): the topic is missing either way. */
export function isTopicMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A bare slug ("doing-laundry") rather than an identifier with its date. */
export const isSlugOnly = (param: string) => parseTopicIdentifier(param) === null;

/** Calls `primary`; when it is missing and the param is a bare slug, calls `slugRoute`. */
export async function withSlugFallback<T>(
  param: string,
  primary: () => Promise<T>,
  slugRoute: () => Promise<T>,
): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (isTopicMissing(error) && isSlugOnly(param)) return slugRoute();
    throw error;
  }
}

/** A topic by its identifier (slug-date) or slug; 404 "Topic not found". */
export const getTopic = (identifier: string) =>
  callApi("GET /api/topics/identifier/:identifier", { params: { identifier } });

export const getTopicQueryOptions = (identifier: string) =>
  queryOptions({ queryKey: topicPageKeys.detail(identifier), queryFn: () => getTopic(identifier) });

export function useTopic(identifier: string) {
  return useQuery(getTopicQueryOptions(identifier));
}
