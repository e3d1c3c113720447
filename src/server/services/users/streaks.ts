import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { columnName } from "#server/db/column-name.ts";
import { userStreaks } from "#server/db/schema/index.ts";
import { addEasternDays, easternDate } from "#shared/rules/eastern-time.ts";

/** The day of a like and the day before, in a statement rendered once: see likeDayValues. */
const LIKE_DAY = sql.placeholder("likeDay");
const DAY_BEFORE = sql.placeholder("likeDayBefore");

/** The values of countLikeDayPart's placeholders for a like given at `now`. */
export function likeDayValues(now: Date): { likeDay: string; likeDayBefore: string } {
  const likeDay = easternDate(now);
  return { likeDay, likeDayBefore: addEasternDays(likeDay, -1) };
}

/**
 * Counts a day with a like given, as a part of the like's own statement (`when` says whether
 * it counts), so the like streak is kept exactly once per day whatever runs twice. A day
 * already counted changes nothing, and writes nothing (most likes are not a member's first of
 * the day); the day after the last counted one extends the streak; any later day starts a new
 * one. It locks only the member's own streak row. Its days are placeholders, filled with
 * likeDayValues.
 */
export function countLikeDayPart(userId: string | Placeholder, when: SQL): SQL {
  const current = columnName(userStreaks.currentLikeStreak);
  const max = columnName(userStreaks.maxLikeStreak);
  const lastDay = columnName(userStreaks.lastLikeDay);
  const next = sql`case when s.${lastDay} = ${LIKE_DAY} then s.${current}
    when s.${lastDay} = ${DAY_BEFORE} then s.${current} + 1 else 1 end`;
  return sql`insert into ${userStreaks} as s
      (${columnName(userStreaks.userId)}, ${current}, ${max}, ${lastDay})
    select ${userId}::uuid, 1, 1, ${LIKE_DAY} where ${when}
    on conflict (${columnName(userStreaks.userId)}) do update set
      ${current} = ${next},
      ${max} = greatest(s.${max}, ${next}),
      ${lastDay} = ${LIKE_DAY}
    where s.${lastDay} is distinct from ${LIKE_DAY}`;
}

/** A streak whose last day is before yesterday has been broken: it shows 0. */
export function currentDailyStreak(current: number, lastDay: string | null, today: string): number {
  if (!lastDay) return 0;
  return lastDay === today || lastDay === addEasternDays(today, -1) ? current : 0;
}

/**
 * The post streak from the Eastern days a member posted on, newest first. It is computed from
 * the quips a viewer may see, so another member's profile never moves when they post
 * anonymously: today's quips count there once they are revealed.
 */
export function postStreakFromDays(
  days: string[],
  today: string,
): { current: number; max: number } {
  let max = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addEasternDays(previous, -1) === day ? run + 1 : 1;
    max = Math.max(max, run);
    previous = day;
  }
  let current = 0;
  const first = days[0];
  if (first === today || first === addEasternDays(today, -1)) {
    current = 1;
    for (let i = 1; i < days.length && addEasternDays(days[i - 1] as string, -1) === days[i]; i++)
      current += 1;
  }
  return { current, max };
}
