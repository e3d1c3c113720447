import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { useDeleteVaultQuip } from "#client/features/vault/api/delete-vault-quip.ts";
import { VAULT_MSG } from "#shared/messages/vault.ts";

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
