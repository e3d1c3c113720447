export type { Draft as VaultQuip } from "../../../shared/schemas/vault";
export { useVaultQuip } from "../../entities/draft/api/get-vault-quip";
export { useVaultQuips } from "../../entities/draft/api/get-vault-quips";
export { useSaveVaultQuip } from "../../entities/draft/api/save-vault-quip";
export { useUpdateVaultQuip } from "../../entities/draft/api/update-vault-quip";
export { DeleteDraftDialog } from "./components/delete-draft-dialog";
