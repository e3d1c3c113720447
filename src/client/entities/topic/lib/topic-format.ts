import { LIMITS } from "#shared/limits.ts";
import { COMPETITION_MSG } from "#shared/messages/competitions.ts";

/** "2025-09-14" → "Sun, Sep 14, 2025" (an Eastern calendar day, shown as that day anywhere). */
export function formatTopicDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

export const quipCountText = (count: number) => (count === 1 ? "1 quip" : `${count} quips`);

/** {hour: 6, minute: 0} → "6:00 AM" (an Eastern wall-clock time). */
export function formatClock({ hour, minute }: { hour: number; minute: number }): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** 3725000 ms → "01:02:05" (never below zero). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}

/**
 * The note a topic page carries while its competition is too small for the titles below the
 * podium (decision 0134); null once it has entries enough.
 */
export function titlesMinimumNote(quipCount: number | undefined): string | null {
  if (quipCount === undefined || quipCount >= LIMITS.competitionTitlesMinEntries) return null;
  return COMPETITION_MSG.titlesMinimum;
}

/** A quip's place on its topic page: "Mayor #1", or "Ranked #5" below the titles. */
export function competitionRibbonText(result: { title: string | null; ranking: number }): string {
  return result.title
    ? `${result.title} #${result.ranking}`
    : COMPETITION_MSG.ranked(result.ranking);
}
