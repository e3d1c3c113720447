import { useSyncExternalStore } from "react";
import { TIMING } from "#shared/limits.ts";

/**
 * The toast store. The spec's rules: one toast visible at a time (a newer one replaces the
 * older), auto-dismissed after TIMING.toastDismissMs (the Toaster's Radix duration), then
 * removed TIMING.toastRemoveMs later (time for the exit animation and screen readers).
 */
export type ToastVariant = "default" | "destructive" | "success";

export type ToastAction = {
  label: string;
  /** What a screen reader user is told to do instead (Radix `altText`). */
  altText?: string;
  onClick: () => void;
};

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Stays until closed or replaced: for news the reader must act on, not a confirmation. */
  stays?: boolean;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

const TOAST_LIMIT = 1;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  const kept = new Set(next.map((item) => item.id));
  for (const [id, timer] of removeTimers) {
    if (!kept.has(id)) {
      clearTimeout(timer);
      removeTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TIMING.toastRemoveMs);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all); it is removed from the store a little later. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** Shows a toast, replacing any that is showing. Usable outside React. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = `toast-${nextId}`;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store right now (newest first). */
export const getToasts = (): readonly ToastItem[] => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
