import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import type { Digest } from "./notice-kinds";

/** The local hour a digest leaves at: the morning, after the topic of the day has changed. */
export const DIGEST_HOUR = 8;
/** Weekly digests come on Mondays (0 = Sunday), the week's first topic day. */
const WEEKLY_DAY = 1;

const PERIOD_MS: Record<Exclude<Digest, "never">, number> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

/** How far back a member's first digest reaches: one period. */
export function digestPeriodMs(digest: Exclude<Digest, "never">): number {
  return PERIOD_MS[digest];
}

/**
 * Whether a digest is due at `now` in the member's time zone: from DIGEST_HOUR on, on any day
 * (daily) or on Mondays (weekly), and not yet sent that local day. A fixed hour of their own
 * day, so it is timed to no one's quip.
 */
export function isDigestDue(
  now: Date,
  digest: Exclude<Digest, "never">,
  timeZone: string,
  lastSentAt: Date | null,
): boolean {
  const local = new TZDate(now.getTime(), timeZone);
  if (local.getHours() < DIGEST_HOUR) return false;
  if (digest === "weekly" && local.getDay() !== WEEKLY_DAY) return false;
  if (!lastSentAt) return true;
  const day = (at: Date) => format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd");
  return day(lastSentAt) !== day(now);
}
