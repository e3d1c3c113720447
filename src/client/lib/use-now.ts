import { useContext, useSyncExternalStore } from "react";
import { ServerPageContext } from "./server-page";

/**
 * The current time, refreshed once a minute for every subscriber by one shared timer, so
 * "1 min" turns into "2 mins" without a timer per card.
 */
const TICK_MS = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** A long-idle page (no subscriber, no timer) still starts from a fresh time. */
function getNow(): number {
  if (Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** Milliseconds since the epoch, at most a minute old. */
export function useNow(): number {
  const renderedAt = useContext(ServerPageContext)?.renderedAt;
  return useSyncExternalStore(subscribe, getNow, () => renderedAt ?? getNow());
}
