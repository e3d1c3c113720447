import { and, inArray, isNull } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { topicOfTheDay } from "#server/db/schema/index.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { addEasternDays } from "#shared/rules/eastern-time.ts";
import { currentTopicDay, openTopicDays } from "#shared/rules/topic-calendar.ts";

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
  const now = ctx.now();
  const change = await getTopicChangeTime(ctx, db);
  const day = currentTopicDay(now, change);
  // Sundays are not among the open days: a Sunday is neither today's topic nor yesterday's.
  const rows = await db
    .select()
    .from(topicOfTheDay)
    .where(
      and(
        inArray(topicOfTheDay.date, openTopicDays(now, change)),
        isNull(topicOfTheDay.replacedAt),
      ),
    );
  const previous = addEasternDays(day, -1);
  return {
    day,
    today: rows.find((r) => r.date === day) ?? null,
    yesterday: rows.find((r) => r.date === previous) ?? null,
  };
}
