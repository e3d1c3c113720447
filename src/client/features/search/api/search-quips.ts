import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";

/** Quips whose words match (at most 20, best match first). */
export const searchQuips = (q: string) => callApi("GET /api/search/quips", { query: { q } });

/** Kept under the quip keys, so a like or a delete updates the results like any list. */
export const searchQuipsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...quipKeys.all, "search", q], queryFn: () => searchQuips(q) });

export function useSearchQuips(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQuipsQueryOptions(q), enabled: enabled && Boolean(q) });
}
