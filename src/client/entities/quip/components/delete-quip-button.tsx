import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { LazyConfirmDialog } from "#client/components/ui/lazy-confirm-dialog.tsx";
import { useDeleteQuip } from "#client/entities/quip/api/delete-quip.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { QuipActionButton } from "./quip-action";

const m = QUIP_CARD_MSG;

/**
 * Delete with a confirmation: "Delete Your Quip" for the author, "Delete Quip" for an
 * administrator in admin mode. `onDeleted` runs after the server has removed it.
 */
export function DeleteQuipButton({
  quipId,
  isOwn,
  onDeleted,
}: {
  quipId: string;
  isOwn: boolean;
  onDeleted?: (() => void) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const remove = useDeleteQuip({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        onDeleted?.();
      },
    },
  });
  const title = isOwn ? m.deleteOwnTitle : m.deleteAnyTitle;
  const close = (next: boolean) => {
    setOpen(next);
    // Focus goes back to the button that opened the dialog, as with a built-in trigger.
    if (!next) trigger.current?.focus();
  };
  return (
    <>
      <QuipActionButton
        ref={trigger}
        aria-label={isOwn ? "Delete your quip" : "Delete quip"}
        aria-haspopup="dialog"
        className="hover:bg-red-50 hover:text-red-700"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </QuipActionButton>
      <LazyConfirmDialog
        open={open}
        onOpenChange={close}
        title={title}
        description={isOwn ? m.deleteOwnConfirm : m.deleteAnyConfirm}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate({ id: quipId, isOwn })}
      />
    </>
  );
}
