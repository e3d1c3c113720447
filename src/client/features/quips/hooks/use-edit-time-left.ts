import { useEffect, useState } from "react";
import { LIMITS } from "#shared/limits.ts";

/**
 * How long the author may still edit a comment posted at `createdAt`, in milliseconds (0 once
 * the window has closed), redrawn every `tickMs` and exactly at the close. The server's clock
 * decides; this only says what it will.
 */
export function useEditTimeLeft(createdAt: string, enabled: boolean, tickMs: number): number {
  const closesAt = new Date(createdAt).getTime() + LIMITS.commentEditWindowMs;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), tickMs);
    const close = setTimeout(() => setNow(Date.now()), Math.max(0, closesAt - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(close);
    };
  }, [enabled, tickMs, closesAt]);
  return enabled ? Math.max(0, closesAt - now) : 0;
}
