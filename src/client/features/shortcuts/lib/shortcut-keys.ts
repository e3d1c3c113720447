import { FEED_CARD, SHORTCUT_KEYS } from "./first-keys";
import { areShortcutsOn } from "./shortcuts-setting";

/** Where a key is text, or a widget's own: fields, and the lists and menus that take letters. */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"]';
/** While one is open the keys are its own. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/**
 * Whether a key press is one of the shortcuts: never with Ctrl, Alt or Meta (the browser's and
 * the system's), never while typing or while a dialog or menu is open, and not once turned off.
 * Holding a key repeats only the moves.
 */
export function isShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey || !isShortcutKey(event.key)) return false;
  if (event.repeat && event.key !== "j" && event.key !== "k") return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.isContentEditable || target?.closest(TYPING)) return false;
  if (event.key === "Enter" && !target?.matches(FEED_CARD)) return false;
  if (document.querySelector(OPEN_DIALOG)) return false;
  return areShortcutsOn();
}

function isShortcutKey(key: string): boolean {
  return key === "Enter" || (key.length === 1 && SHORTCUT_KEYS.includes(key));
}
