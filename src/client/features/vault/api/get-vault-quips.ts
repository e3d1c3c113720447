import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/limits";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../../lib/query-keys";

/** A draft in the member's vault. */
export type VaultQuip = { id: string; content: string; createdAt: string; updatedAt: string };

/** One page of the member's drafts, newest first: 20 a page. */
export const getVaultQuips = (page: number) =>
  api.get<VaultQuip[]>(`/api/vault?page=${page}&limit=${LIMITS.profilePageSize}`);

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
