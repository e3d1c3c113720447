import { and, inArray, isNull } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { topicOfTheDay } from "#server/db/schema/index.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { addEasternDays } from "#shared/rules/eastern-time.ts";
import { currentTopicDay, isSunday } from "#shared/rules/topic-calendar.ts";

export type TopicRow = typeof topicOfTheDay.$inferSelect;

export interface OpenTopics {
  /** The Eastern day whose topic is current (it may be a Sunday, which has none). */
  day: string;
  today: TopicRow | null;
  yesterday: TopicRow | null;
}

/**
 * Today's topic is the one of the current topic day; yesterday's is the day before's.
 * Sundays have none, so Monday has no yesterday's topic. A topic takes quips while it is
 * today's or yesterday's: 48 hours from its activation. A replaced topic is neither.
 */
export async function findOpenTopics(ctx: ReadScope, db: Executor = ctx.db): Promise<OpenTopics> {
  const day = currentTopicDay(ctx.now(), await getTopicChangeTime(ctx, db));
  const previous = addEasternDays(day, -1);
  const wanted = [day, previous].filter((d) => !isSunday(d));
  if (wanted.length === 0) return { day, today: null, yesterday: null };
  const rows = await db
    .select()
    .from(topicOfTheDay)
    .where(and(inArray(topicOfTheDay.date, wanted), isNull(topicOfTheDay.replacedAt)));
  return {
    day,
    today: isSunday(day) ? null : (rows.find((r) => r.date === day) ?? null),
    yesterday: isSunday(previous) ? null : (rows.find((r) => r.date === previous) ?? null),
  };
}
