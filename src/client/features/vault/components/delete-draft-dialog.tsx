import { VAULT_MSG } from "../../../../shared/messages/vault";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDeleteVaultQuip } from "../api/delete-vault-quip";

/** Asks before a draft is deleted; the hook reports the outcome with a toast. */
export function DeleteDraftDialog({
  draftId,
  open,
  onOpenChange,
  onDeleted,
}: {
  draftId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteVaultQuip({
    mutationConfig: {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Draft"
      description={VAULT_MSG.deleteConfirm}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ id: draftId })}
    />
  );
}
