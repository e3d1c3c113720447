import { useRef } from "react";
import { rememberFocus } from "#client/lib/focus-return.ts";
import { focusAtEnd } from "#client/lib/text-box.ts";

/**
 * A Dialog.Content's focus handlers. Focus starts on what `initial` finds in the dialog (the
 * text box of an edit, caret at the end), else where Radix puts it: the first control, which
 * in a confirmation is Cancel. On closing, focus goes back to what had it when the dialog
 * opened: Radix returns it only to a Dialog.Trigger, and most dialogs here open from a button
 * of their own (loaded on demand, or elsewhere in a row).
 */
export function useDialogFocus(initial?: (content: HTMLElement) => HTMLElement | null) {
  const restore = useRef<() => boolean>(() => false);
  return {
    onOpenAutoFocus(event: Event) {
      restore.current = rememberFocus();
      const content = event.currentTarget;
      const target = initial && content instanceof HTMLElement ? initial(content) : null;
      if (!target) return;
      event.preventDefault();
      if (target instanceof HTMLTextAreaElement) focusAtEnd(target);
      else target.focus();
    },
    onCloseAutoFocus(event: Event) {
      if (restore.current()) event.preventDefault();
    },
  };
}
