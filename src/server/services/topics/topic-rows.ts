import { eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { scheduledTopics, topicOfTheDay } from "#server/db/schema/index.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { easternInstant } from "#shared/rules/eastern-time.ts";
import { topicIdentifier, topicSlug } from "#shared/rules/slug.ts";
import type { ChangeTime } from "#shared/rules/topic-calendar.ts";

/** The row of a day's topic of the day, derived from its text, day and change time. */
export function topicRowFor(text: string, day: string, change: ChangeTime, isManual: boolean) {
  return {
    topic: text,
    date: day,
    slug: topicSlug(text),
    topicIdentifier: topicIdentifier(text, day),
    scheduledFor: easternInstant(day, change.hour, change.minute),
    isManual,
  };
}

/** Every topic text ever used or planned, lowercased: the generator must not repeat one. */
export async function knownTopicTexts(db: Executor): Promise<string[]> {
  const past = await db.select({ topic: topicOfTheDay.topic }).from(topicOfTheDay);
  const planned = await db.select({ topic: scheduledTopics.topic }).from(scheduledTopics);
  return [...past, ...planned].map((r) => r.topic);
}

/** Same words, ignoring case and punctuation: "Doing laundry!" duplicates "doing laundry". */
export function sameTopic(a: string, b: string): boolean {
  return topicSlug(a) === topicSlug(b);
}

export async function findTopicsLike(db: Executor, text: string) {
  const slug = topicSlug(text);
  const past = await db
    .select({
      topic: topicOfTheDay.topic,
      date: topicOfTheDay.date,
      isManual: topicOfTheDay.isManual,
    })
    .from(topicOfTheDay)
    .where(eq(topicOfTheDay.slug, slug));
  const planned = await db
    .select({
      topic: scheduledTopics.topic,
      date: scheduledTopics.scheduledForEstDate,
      isManual: scheduledTopics.isManual,
    })
    .from(scheduledTopics);
  return [
    ...past.map((p) => ({ ...p, source: "past" as const })),
    ...planned
      .filter((p) => topicSlug(p.topic) === slug)
      .map((p) => ({ ...p, source: "scheduled" as const })),
  ];
}

/**
 * How many quips a topic received, for a query over topic_of_the_day: those that exist for
 * everyone, so a quip hidden pending review leaves the count as a deleted one does (the count
 * is the same for every reader). Written with explicit table names: in a single-table query
 * the ORM leaves columns unqualified, and inside this subquery they would then name the quips
 * table's own column.
 */
export const topicQuipCount = sql<number>`(select count(*)::int from quips q
  where q.topic_identifier = "topic_of_the_day"."topic_identifier"
    and ${quipExistsForSql(null, sql`q.id`)})`;
