export { useVaultQuip } from "./api/get-vault-quip";
export { useVaultQuips } from "./api/get-vault-quips";
export { useSaveVaultQuip } from "./api/save-vault-quip";
export { useUpdateVaultQuip } from "./api/update-vault-quip";
