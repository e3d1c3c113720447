import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { Button } from "./button";
import { SubmitButton } from "./submit-button";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * A dialog that holds one form: the backdrop, a panel that scrolls within the screen at any
 * width, and focus in its text area (caret at the end) if it has one, else on its first
 * control, given back on closing. Its
 * children are mounted only while it is open, so each opening starts afresh.
 */
export function FormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const focus = useDialogFocus((content) => content.querySelector("textarea"));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50 dark:bg-black/70" />
        <Dialog.Content
          {...focus}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6",
            "dark:border dark:border-gray-300",
          )}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A form dialog's title with its close button, and the line that says what the form does. */
export function FormDialogHeading({
  title,
  description,
  titleClassName,
}: {
  title: ReactNode;
  description: ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className={cn("text-lg font-bold text-gray-900", titleClassName)}>
          {title}
        </Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-gray-700">{description}</Dialog.Description>
    </>
  );
}

/** The form's Cancel, which closes the dialog, and its submit button, busy while it sends. */
export function FormDialogActions({
  submitLabel,
  isSubmitting,
  variant = "primary",
}: {
  submitLabel: string;
  isSubmitting: boolean;
  variant?: "primary" | "destructive";
}) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary">Cancel</Button>
      </Dialog.Close>
      <SubmitButton busy={isSubmitting} variant={variant}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
