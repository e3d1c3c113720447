import { EASTERN_TZ } from "../limits";
import { USER_MSG } from "../user-messages";

/** A member's suspension: until an instant (ISO), or indefinitely (null), and why. */
export interface Suspension {
  until: string | null;
  reason: string;
}

/** A suspension ends by itself at its `until`: from that instant on, it refuses nothing. */
export function isSuspendedAt(
  suspension: Suspension | null | undefined,
  nowMs: number,
): suspension is Suspension {
  if (!suspension) return false;
  return suspension.until === null || Date.parse(suspension.until) > nowMs;
}

let endFormat: Intl.DateTimeFormat | undefined;

/**
 * The end of a suspension in Eastern time, the site's one calendar: "September 24, 2025 at
 * 12:00 PM ET". The server's refusal and the banner the browser draws over the server's page
 * must read alike, so the sentence is put together from the date's parts rather than left to
 * each engine's own wording of a date and time.
 */
export function suspensionEndText(until: string): string {
  endFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: EASTERN_TZ,
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  const part = Object.fromEntries(
    endFormat.formatToParts(new Date(until)).map(({ type, value }) => [type, value]),
  );
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ET`;
}

/** The sentence a suspended member reads, on every refused action and in the banner. */
export function suspensionMessage(suspension: Suspension): string {
  return suspension.until === null
    ? USER_MSG.suspension.indefinitely(suspension.reason)
    : USER_MSG.suspension.until(suspensionEndText(suspension.until), suspension.reason);
}
