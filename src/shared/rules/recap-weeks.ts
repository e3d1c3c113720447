import { addEasternDays, easternDate, easternInstant } from "./eastern-time";

/**
 * A recap covers one ISO week (Monday to Sunday) of Eastern calendar days, the days topics
 * are dated by, and is named by it: "2026-W48".
 */
export const RECAP_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

export interface RecapWeek {
  /** "2026-W48" */
  label: string;
  /** Its Monday and Sunday, Eastern calendar days. */
  startsOn: string;
  endsOn: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function noonOf(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** 1 = Monday … 7 = Sunday, as ISO 8601 numbers them. */
const isoWeekday = (at: Date) => at.getUTCDay() || 7;

function labelOf(year: number, week: number): string {
  return `${String(year).padStart(4, "0")}-W${String(week).padStart(2, "0")}`;
}

/** The week an Eastern calendar day falls in: the year is its Thursday's. */
export function recapWeekOfDay(day: string): RecapWeek {
  const at = noonOf(day);
  const thursday = new Date(at.getTime() + (4 - isoWeekday(at)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1, 12)) / DAY_MS / 7) + 1;
  const startsOn = dayOf(new Date(at.getTime() - (isoWeekday(at) - 1) * DAY_MS));
  return { label: labelOf(year, week), startsOn, endsOn: addEasternDays(startsOn, 6) };
}

/** The week an instant falls in, by the Eastern calendar. */
export function recapWeekAt(now: Date): RecapWeek {
  return recapWeekOfDay(easternDate(now));
}

/** The week a name stands for, or null for a name that is no week ("2026-W54", "2026-W00"). */
export function parseRecapWeek(label: string): RecapWeek | null {
  const match = RECAP_WEEK_PATTERN.exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 1970 || week < 1) return null;
  // Week 1 holds 4 January; its Monday is the year's first ISO Monday.
  const firstMonday = recapWeekOfDay(`${match[1]}-01-04`).startsOn;
  const found = recapWeekOfDay(addEasternDays(firstMonday, (week - 1) * 7));
  return found.label === labelOf(year, week) ? found : null;
}

/** The week `weeks` after (or, negative, before) another. */
export function addRecapWeeks(week: RecapWeek, weeks: number): RecapWeek {
  return recapWeekOfDay(addEasternDays(week.startsOn, weeks * 7));
}

/** The seven Eastern days of a week, Monday first. */
export function daysOfRecapWeek(week: RecapWeek): string[] {
  return Array.from({ length: 7 }, (_, i) => addEasternDays(week.startsOn, i));
}

/** The instants the week starts and ends at: Eastern midnights, an hour's difference in DST. */
export function recapWeekSpan(week: RecapWeek): { start: Date; end: Date } {
  return {
    start: easternInstant(week.startsOn, 0, 0),
    end: easternInstant(addEasternDays(week.endsOn, 1), 0, 0),
  };
}
