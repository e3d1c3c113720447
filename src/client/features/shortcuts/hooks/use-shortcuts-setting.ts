import { useSyncExternalStore } from "react";
import { areShortcutsOn, SHORTCUTS_STORAGE_KEY } from "../lib/shortcuts-setting";

const listeners = new Set<() => void>();

export function setShortcutsOn(isOn: boolean): void {
  try {
    if (isOn) window.localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
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

/** Settings' switch: on unless turned off in this browser. */
export function useShortcutsOn(): boolean {
  return useSyncExternalStore(subscribe, areShortcutsOn, () => true);
}
