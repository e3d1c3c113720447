import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";

/** One page of the member's drafts, newest first: 20 a page. */
export const getVaultQuips = (page: number) =>
  callApi("GET /api/vault", { query: { page, limit: LIMITS.profilePageSize } });

export const getVaultQuipsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vaultKeys.list(),
    queryFn: ({ pageParam }) => getVaultQuips(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      last.length === LIMITS.profilePageSize ? lastPage + 1 : undefined,
  });

export function useVaultQuips() {
  return useInfiniteQuery(getVaultQuipsQueryOptions());
}
