import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/** Quips whose words match (at most 20, best match first). */
export const searchQuips = (q: string) =>
  api.get<Quip[]>(`/api/search/quips?${new URLSearchParams({ q })}`);

/** Kept under the quip keys, so a like or a delete updates the results like any list. */
export const searchQuipsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...quipKeys.all, "search", q], queryFn: () => searchQuips(q) });

export function useSearchQuips(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQuipsQueryOptions(q), enabled: enabled && Boolean(q) });
}
