import { useSearch } from "wouter";

export type ComposeMode = "new" | "edit-vault" | "post-from-vault";

/**
 * Compose's query: `mode` (edit-vault or post-from-vault; new otherwise), `vaultQuipId`,
 * `useTopic=true`. A vault mode without a draft id reads as a new quip.
 */
export function useComposeParams(): {
  mode: ComposeMode;
  vaultQuipId: string | undefined;
  useTopic: boolean;
} {
  const params = new URLSearchParams(useSearch());
  const vaultQuipId = params.get("vaultQuipId")?.trim() || undefined;
  const raw = params.get("mode");
  const isVaultMode = raw === "edit-vault" || raw === "post-from-vault";
  return {
    mode: isVaultMode && vaultQuipId ? raw : "new",
    vaultQuipId: isVaultMode ? vaultQuipId : undefined,
    useTopic: params.get("useTopic") === "true",
  };
}
