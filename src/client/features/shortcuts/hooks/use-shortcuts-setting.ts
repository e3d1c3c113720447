import { useSyncExternalStore } from "react";
import { SHORTCUTS_STORAGE_KEY } from "#shared/limits.ts";

/**
 * The off-switch of the keyboard shortcuts, remembered by this browser: they are on unless a
 * reader here turned them off, as a screen reader's or a speech tool's own single keys may
 * clash with them. The keys read the same storage at each press (`lib/shortcut-keys.ts`).
 */
const listeners = new Set<() => void>();

function isOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setShortcutsOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
    else window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, "off");
  } catch {
    // Storage blocked: the shortcuts stay on, and the switch says so.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Settings' switch. */
export function useShortcutsOn(): boolean {
  return useSyncExternalStore(subscribe, isOn, () => true);
}
