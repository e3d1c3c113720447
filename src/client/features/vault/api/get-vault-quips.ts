import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../quips/api/query-keys";

/** A draft in the member's vault. */
export type VaultQuip = { id: string; content: string; createdAt: string; updatedAt: string };

/** The member's drafts, newest first. */
export const getVaultQuips = () => api.get<VaultQuip[]>("/api/vault");

export const getVaultQuipsQueryOptions = () =>
  queryOptions({ queryKey: vaultKeys.list(), queryFn: getVaultQuips });

export function useVaultQuips({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVaultQuipsQueryOptions(), enabled });
}
