import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Draft } from "#shared/schemas/vault.ts";

/** One page of the member's drafts, newest first: 20 a page. */
export const getVaultQuips = (page: number) =>
  api.get<Draft[]>(`/api/vault?page=${page}&limit=${LIMITS.profilePageSize}`);

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
