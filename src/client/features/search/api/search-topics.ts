import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";

/** Topics of the day so far whose words match, closest first, with their quip counts. */
export const searchTopics = (q: string) => callApi("GET /api/search/topics", { query: { q } });

export const searchTopicsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...topicKeys.all, "search", q], queryFn: () => searchTopics(q) });

export function useSearchTopics(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchTopicsQueryOptions(q), enabled: enabled && Boolean(q) });
}
