import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";

/** One of the member's drafts; another member's answers like a missing one (404). */
export const getVaultQuip = (id: string) => callApi("GET /api/vault/:id", { params: { id } });

export const getVaultQuipQueryOptions = (id: string) =>
  queryOptions({ queryKey: vaultKeys.detail(id), queryFn: () => getVaultQuip(id) });

export function useVaultQuip(id: string | undefined) {
  return useQuery({ ...getVaultQuipQueryOptions(id ?? ""), enabled: Boolean(id) });
}
