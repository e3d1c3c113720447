import { USER_MSG } from "#shared/messages/users.ts";
import { easternDateTimeText } from "./eastern-date-time";

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

/** The end of a suspension, as the refusal, the banner and the moderation log say it. */
export function suspensionEndText(until: string): string {
  return easternDateTimeText(until);
}

/** The sentence a suspended member reads, on every refused action and in the banner. */
export function suspensionMessage(suspension: Suspension): string {
  return suspension.until === null
    ? USER_MSG.suspension.indefinitely(suspension.reason)
    : USER_MSG.suspension.until(suspensionEndText(suspension.until), suspension.reason);
}
