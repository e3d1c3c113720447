import { TZDate } from "@date-fns/tz";

/** A wall-clock time, "HH:MM", in the member's own time zone. */
export interface QuietHours {
  start: string;
  end: string;
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as "Europe/Paris"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * When the quiet hours `now` falls in end, or null when it falls in none. The window may run
 * past midnight (22:00–07:00). The end is a wall-clock time of that zone's calendar, so a
 * night that changes the clocks still ends at seven on the clock, not seven hours later.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null, timeZone: string): Date | null {
  if (!quiet) return null;
  const local = new TZDate(now.getTime(), timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const endsAt = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    Math.floor(end / 60),
    end % 60,
    timeZone,
  );
  if (endsAt.getTime() <= now.getTime()) endsAt.setDate(endsAt.getDate() + 1);
  return new Date(endsAt.getTime());
}
