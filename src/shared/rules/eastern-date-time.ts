import { EASTERN_TZ } from "#shared/limits.ts";

let format: Intl.DateTimeFormat | undefined;

/**
 * An instant in Eastern time, the site's one calendar: "September 24, 2025 at 12:00 PM ET".
 * What the server writes and what the browser draws over the server's page must read alike,
 * so the sentence is put together from the date's parts rather than left to each engine's own
 * wording of a date and time.
 */
export function easternDateTimeText(at: string): string {
  format ??= new Intl.DateTimeFormat("en-US", {
    timeZone: EASTERN_TZ,
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  const part = Object.fromEntries(
    format.formatToParts(new Date(at)).map(({ type, value }) => [type, value]),
  );
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ET`;
}
