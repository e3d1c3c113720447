const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function span(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.round(ms / SECOND))} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * An instant from `now`, to the second under a minute: "in 40 s", "3 min ago". The scheduler's
 * runs are a minute apart, so the product's own phrase ("1 min") would blur every one of them.
 */
export function fromNow(at: string | Date, now: number): string {
  const ms = new Date(at).getTime() - now;
  return ms >= 0 ? `in ${span(ms)}` : `${span(-ms)} ago`;
}

/** How long something has waited or taken: "45 s", "2 h". */
export function age(since: string | Date, now: number): string {
  return span(Math.max(0, now - new Date(since).getTime()));
}

/** A run's duration: "120 ms", "2.4 s". */
export function duration(ms: number): string {
  return ms < SECOND ? `${ms} ms` : `${(ms / SECOND).toFixed(1)} s`;
}
