/**
 * What the vault's drafts say on the screen (the server's refusals are QUIP_MSG.vault). Only
 * compose and the vault need them.
 */
export const VAULT_MSG = {
  saveFailed: "Failed to save to vault. Please try again.",
  saved: "Saved to your vault",
  updateFailed: "Failed to update vault draft. Please try again.",
  updated: "Draft updated",
  deleteFailed: "Failed to delete vault quip",
  deleted: "Draft deleted from your vault",
  deleteConfirm: "Are you sure you want to delete this draft? This action cannot be undone.",
  loadError: (message: string) => `Error loading vault quip: ${message}`,
} as const;
