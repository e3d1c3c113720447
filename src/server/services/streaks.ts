import { sql } from "drizzle-orm";
import { addEasternDays } from "../../shared/rules/eastern-time";
import type { Executor } from "../db/database";
import { userStreaks } from "../db/schema";

/**
 * Counts a day with a like given, in the transaction of the like itself, so the like streak is
 * kept exactly once per day whatever runs twice. A day already counted changes nothing; the
 * day after the last counted one extends the streak; any later day starts a new one.
 */
export async function countLikeDay(db: Executor, userId: string, day: string): Promise<void> {
  const yesterday = addEasternDays(day, -1);
  const s = userStreaks;
  const next = sql`case when ${s.lastLikeDay} = ${day} then ${s.currentLikeStreak} when ${s.lastLikeDay} = ${yesterday} then ${s.currentLikeStreak} + 1 else 1 end`;
  await db
    .insert(userStreaks)
    .values({ userId, currentLikeStreak: 1, maxLikeStreak: 1, lastLikeDay: day })
    .onConflictDoUpdate({
      target: userStreaks.userId,
      set: {
        currentLikeStreak: next,
        maxLikeStreak: sql`greatest(${s.maxLikeStreak}, ${next})`,
        lastLikeDay: day,
      },
    });
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
