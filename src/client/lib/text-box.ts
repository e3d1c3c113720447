import type { KeyboardEvent } from "react";

/** Focuses a text box with the caret after its text, ready to go on writing (a draft, an edit). */
export function focusAtEnd(box: HTMLTextAreaElement | null): void {
  if (!box) return;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a text box presses its form's submit button, as on most
 * social sites: not while that button is disabled (blank text, a post under way), and through
 * the form's own checks. A key pressed to pick a word in an input method is left alone.
 */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
  if (event.nativeEvent.isComposing) return;
  event.preventDefault();
  const form = event.currentTarget.form;
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || button?.disabled) return;
  form.requestSubmit(button);
}
