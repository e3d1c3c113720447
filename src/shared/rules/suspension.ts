import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
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

/**
 * The end of a suspension in Eastern time, the site's one calendar: the server's refusal and the
 * browser's banner must read the same, whatever the reader's own time zone.
 */
export function suspensionEndText(until: string): string {
  return `${format(new TZDate(Date.parse(until), EASTERN_TZ), "MMMM d, yyyy 'at' h:mm a")} ET`;
}

/** The sentence a suspended member reads, on every refused action and in the banner. */
export function suspensionMessage(suspension: Suspension): string {
  return suspension.until === null
    ? USER_MSG.suspension.indefinitely(suspension.reason)
    : USER_MSG.suspension.until(suspensionEndText(suspension.until), suspension.reason);
}
