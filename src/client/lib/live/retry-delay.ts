import { TIMING } from "#shared/limits.ts";

/**
 * How long to wait before the stream's reconnect number `attempt` (0 for the first): the wait
 * doubles from TIMING.streamRetryFirstMs up to TIMING.streamRetryMaxMs, and each is drawn
 * between half of it and all of it, so the tabs a restarted server dropped at one instant do
 * not all come back at one instant. `random` answers in [0, 1), as Math.random does.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const doubled = TIMING.streamRetryFirstMs * 2 ** Math.max(0, attempt);
  const wait = Math.min(TIMING.streamRetryMaxMs, doubled);
  return Math.round(wait / 2 + (random() * wait) / 2);
}
