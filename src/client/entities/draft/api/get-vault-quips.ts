import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/limits";
import type { Draft } from "../../../../shared/schemas/vault";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../../lib/query-keys";

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
