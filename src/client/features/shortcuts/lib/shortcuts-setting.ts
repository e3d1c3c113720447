/**
 * The off-switch of the keyboard shortcuts, remembered by this browser (they are on unless a
 * reader here turned them off): a screen reader's or a speech tool's own single keys may
 * clash with them.
 */
export const SHORTCUTS_STORAGE_KEY = "quip:shortcuts";

export function areShortcutsOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}
