import { sql } from "drizzle-orm";
import { addEasternDays } from "../../shared/rules/eastern-time";
import type { Db } from "../db/database";
import { userStreaks } from "../db/schema";

/**
 * Counts a day of activity in a daily streak, in the transaction of the quip or like itself,
 * so a streak is kept exactly once per day whatever runs twice. A day already counted
 * changes nothing; the day after the last counted one extends the streak; any later day
 * starts a new one.
 */
export async function countStreakDay(
  db: Db,
  userId: string,
  kind: "post" | "like",
  day: string,
): Promise<void> {
  const yesterday = addEasternDays(day, -1);
  const s = userStreaks;
  const [current, max, last] =
    kind === "post"
      ? [s.currentPostStreak, s.maxPostStreak, s.lastCountedDay]
      : [s.currentLikeStreak, s.maxLikeStreak, s.lastLikeDay];
  const next = sql`case when ${last} = ${day} then ${current} when ${last} = ${yesterday} then ${current} + 1 else 1 end`;
  const values =
    kind === "post"
      ? { userId, currentPostStreak: 1, maxPostStreak: 1, lastCountedDay: day }
      : { userId, currentLikeStreak: 1, maxLikeStreak: 1, lastLikeDay: day };
  const set =
    kind === "post"
      ? {
          currentPostStreak: next,
          maxPostStreak: sql`greatest(${max}, ${next})`,
          lastCountedDay: day,
        }
      : {
          currentLikeStreak: next,
          maxLikeStreak: sql`greatest(${max}, ${next})`,
          lastLikeDay: day,
        };
  await db
    .insert(userStreaks)
    .values(values)
    .onConflictDoUpdate({ target: userStreaks.userId, set });
}

/** A streak whose last day is before yesterday has been broken: it shows 0. */
export function currentDailyStreak(current: number, lastDay: string | null, today: string): number {
  if (!lastDay) return 0;
  return lastDay === today || lastDay === addEasternDays(today, -1) ? current : 0;
}
