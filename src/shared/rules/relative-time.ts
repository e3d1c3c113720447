const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The product's time phrase: under an hour "1 min" / "N mins", under 48 hours "1 hr" / "N hrs",
 * then a relative date ("3 days ago", "2 weeks ago", "5 months ago", "1 year ago").
 */
export function relativeTime(from: Date | string, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(from).getTime());
  if (ms < HOUR) {
    const mins = Math.max(1, Math.floor(ms / MINUTE));
    return mins === 1 ? "1 min" : `${mins} mins`;
  }
  if (ms < 48 * HOUR) {
    const hrs = Math.floor(ms / HOUR);
    return hrs === 1 ? "1 hr" : `${hrs} hrs`;
  }
  const days = Math.floor(ms / DAY);
  if (days < 14) return `${days} days ago`;
  if (days < 60) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/** Seconds left in a window that started at `start`, never below 0. */
export function secondsLeft(
  start: Date | string,
  windowMs: number,
  now: Date = new Date(),
): number {
  const left = new Date(start).getTime() + windowMs - now.getTime();
  return Math.max(0, Math.floor(left / 1000));
}
