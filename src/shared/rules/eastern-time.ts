import { TZDate } from "@date-fns/tz";
// One function per module: the package's index loads all of its few hundred, seconds of start
// for every process that reads a date (each test file, each server under tsx).
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { EASTERN_TZ } from "#shared/limits.ts";

/** The Eastern calendar day of an instant, as YYYY-MM-DD. */
export function easternDate(at: Date): string {
  return format(new TZDate(at.getTime(), EASTERN_TZ), "yyyy-MM-dd");
}

/** The instant at which an Eastern wall-clock time happens on an Eastern calendar day. */
export function easternInstant(day: string, hour: number, minute: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, minute, 0, 0, EASTERN_TZ).getTime());
}

export function addEasternDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return format(addDays(new Date(Date.UTC(y, m - 1, d, 12)), days), "yyyy-MM-dd");
}

/** 0 = Sunday … 6 = Saturday, for an Eastern calendar day. */
export function easternWeekday(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
}
