import { EASTERN_TZ } from "#shared/limits.ts";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN_TZ,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN_TZ,
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** An instant in Eastern time: "Tue, Sep 16, 6:00 AM ET". */
export function formatEasternDateTime(at: string | Date): string {
  return `${dateTime.format(new Date(at))} ET`;
}

/** An instant's Eastern calendar date: "Sep 16, 2025". */
export function formatEasternDate(at: string | Date): string {
  return longDate.format(new Date(at));
}

const calendarDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** A calendar day already in Eastern terms ("2025-09-16") with its weekday. */
export function formatCalendarDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return calendarDay.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** A 24-hour wall-clock time as the admin reads it: 6:00 AM ET. */
export function formatClockTime(hour: number, minute: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, "0")} ${suffix} ET`;
}

/** Milliseconds as hh:mm:ss (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((n) => String(n).padStart(2, "0")).join(":");
}
