import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { readTopicChangeTime } from "#server/services/settings/index.ts";
import { currentTopicDay, openTopicDays } from "#shared/rules/topic-calendar.ts";

/** A topic open now, as the site finds it (findOpenTopics), and what its competition holds. */
export interface OpenTopic {
  day: string;
  identifier: string;
  /** Today's topic; otherwise yesterday's. */
  isToday: boolean;
  /** Its competition is active: its entries' likes hidden, its lists shuffled (decision 0162). */
  competing: boolean;
  entries: number;
}

export interface OpenTopics {
  /** The days whose topics are open now, oldest first (Sundays have none). */
  days: string[];
  /** Those of them the dataset has. */
  topics: OpenTopic[];
}

/** The dataset's topics open at `now`, by the site's own rule and change time. */
export async function readOpenTopics(db: Executor, now: Date): Promise<OpenTopics> {
  const change = await readTopicChangeTime(db);
  const days = openTopicDays(now, change);
  const today = currentTopicDay(now, change);
  const found = rowsOf<Omit<OpenTopic, "isToday">>(
    await db.execute(sql`
      select t.date::text as day, t.topic_identifier as identifier,
        exists (select 1 from topic_competitions c
          where c.topic_identifier = t.topic_identifier and c.status = 'active') as competing,
        (select count(*)::int from quips q where q.topic_identifier = t.topic_identifier) as entries
      from topic_of_the_day t
      where t.date::text in ${days} and t.replaced_at is null
      order by t.date`),
  );
  return { days, topics: found.map((topic) => ({ ...topic, isToday: topic.day === today })) };
}

/**
 * Whether every topic open now is in the dataset and competing. The seed opens the topics of
 * the day it runs on; on a later day the dataset has none open, and its young quips (Top 48
 * Hours, the anonymous quips guessed at) have grown old.
 */
export function competesNow(open: OpenTopics): boolean {
  return open.days.every((day) =>
    open.topics.some((topic) => topic.day === day && topic.competing),
  );
}
