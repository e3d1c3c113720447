import { useSyncExternalStore } from "react";

/**
 * The admin-mode switch ("Delete mode"): while on, an administrator may delete any quip from
 * its card. Kept for the browser session only, so it never stays on by surprise.
 */
const STORAGE_KEY = "quip:admin-mode";
const listeners = new Set<() => void>();
let memory = false;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return memory;
  }
}

export function setAdminMode(isOn: boolean): void {
  memory = isOn;
  try {
    if (isOn) window.sessionStorage.setItem(STORAGE_KEY, "on");
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the switch still works for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the switch is on (pair it with useIsAdmin: the switch alone grants nothing). */
export function useAdminMode(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
