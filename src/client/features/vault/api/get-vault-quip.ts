import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../../lib/query-keys";
import type { VaultQuip } from "./get-vault-quips";

/** One of the member's drafts; another member's answers like a missing one (404). */
export const getVaultQuip = (id: string) =>
  api.get<VaultQuip>(`/api/vault/${encodeURIComponent(id)}`);

export const getVaultQuipQueryOptions = (id: string) =>
  queryOptions({ queryKey: vaultKeys.detail(id), queryFn: () => getVaultQuip(id) });

export function useVaultQuip(id: string | undefined) {
  return useQuery({ ...getVaultQuipQueryOptions(id ?? ""), enabled: Boolean(id) });
}
