import { FEED_CARD_SELECTOR } from "#client/entities/quip/index.ts";
import { SHORTCUTS_STORAGE_KEY } from "#shared/limits.ts";

/** Every key that starts a shortcut ("h" and "a" only after "g"), but Enter. */
const SHORTCUT_KEYS = "jklbconp/?gha";
/** Where a key is text, or a widget's own: fields, and the lists and menus that take letters. */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"]';
/** While one is open the keys are its own. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/** Unless a reader turned them off in this browser (Settings, `useShortcutsOn`). */
function areShortcutsOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

/**
 * Whether a key press is one of the shortcuts: never with Ctrl, Alt or Meta (the browser's and
 * the system's), never while typing or while a dialog or menu is open, and not once turned off.
 * Holding a key repeats only the moves.
 */
function isShortcut(event: KeyboardEvent): boolean {
  const { key } = event;
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (key !== "Enter" && (key.length !== 1 || !SHORTCUT_KEYS.includes(key))) return false;
  if (event.repeat && key !== "j" && key !== "k") return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.isContentEditable || target?.closest(TYPING)) return false;
  if (key === "Enter" && !target?.matches(FEED_CARD_SELECTOR)) return false;
  if (document.querySelector(OPEN_DIALOG)) return false;
  return areShortcutsOn();
}

type Shortcuts = typeof import("./run-shortcut");
let loaded: Shortcuts | undefined;
/** One load for every key pressed while it comes, so they act in the order they were pressed. */
let loading: Promise<Shortcuts> | undefined;

/**
 * Listens for the keyboard shortcuts on every page, from once the app has started (this module
 * comes with app/after-start.ts, and is all of them a page holds until a key is pressed). What
 * the keys do comes with the first shortcut pressed, which is acted on once it has arrived.
 */
export function listenForShortcuts(): void {
  document.addEventListener("keydown", (event) => {
    if (!isShortcut(event)) return;
    // At once, even before the code arrives: "/" would open some browsers' find bar.
    event.preventDefault();
    const { key } = event;
    if (loaded) {
      loaded.runShortcut(key);
      return;
    }
    loading ??= import("./run-shortcut");
    loading
      .then((shortcuts) => {
        loaded = shortcuts;
        shortcuts.runShortcut(key);
      })
      .catch(() => {
        // Offline, or the build has moved on: the key does nothing, and the next one tries again.
        loading = undefined;
      });
  });
  // As `data-interactive` says the page answers clicks, this says it answers the keys.
  document.documentElement.dataset.shortcuts = "";
}
