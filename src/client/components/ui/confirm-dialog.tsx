import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { useDialogFocus } from "./use-dialog-focus";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** What opens the dialog (a Dialog.Trigger child), when it is not opened from outside. */
  trigger?: ReactNode;
};

/**
 * "Are you sure?" for an action that cannot be undone: focus starts on Cancel (Enter pressed on
 * the way in never deletes anything), Escape and the backdrop cancel, the red button confirms,
 * and focus goes back to the button that opened it. Announced as an alert dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  trigger,
}: ConfirmDialogProps) {
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50 dark:bg-black/70" />
        <Dialog.Content
          {...focus}
          // Radix hands Escape to the newest layer, and a toast shown or closing meanwhile is
          // one: a key pressed inside the dialog closes the dialog all the same.
          onKeyDown={(event) => {
            if (event.key === "Escape" && !isPending) onOpenChange(false);
          }}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:border dark:border-gray-300"
        >
          <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
              {isPending ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
