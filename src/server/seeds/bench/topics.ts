import { BUILTIN_TOPICS } from "#server/ai/builtin/topics.ts";
import { topicOfTheDay } from "#server/db/schema/index.ts";
import { getTopicChangeTime } from "#server/services/settings/index.ts";
import { knownTopicTexts, topicRowFor } from "#server/services/topics/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays, easternDate, easternInstant } from "#shared/rules/eastern-time.ts";
import { topicSlug } from "#shared/rules/slug.ts";
import {
  type ChangeTime,
  currentTopicDay,
  isSunday,
  openTopicDays,
} from "#shared/rules/topic-calendar.ts";
import type { BenchContext } from "./bench-context";

type TopicRow = typeof topicOfTheDay.$inferSelect;

export interface BenchTopics {
  /** Eastern days of the oldest and the newest topic whose competition has closed. */
  first: string;
  last: string;
  /** The newest topic's day: today's or yesterday's when a topic is open. */
  newest: string;
  change: ChangeTime;
  /** The closed topics. */
  rows: TopicRow[];
  /** The topics open at `now`, oldest first: yesterday's and today's, Sundays having none. */
  open: TopicRow[];
}

/**
 * One topic per Eastern day but Sundays: the plan's count of topics whose 48-hour window has
 * closed, each to carry a processed competition, then the topics open now as the jobs would
 * have left them, today's the topic of the day. Texts come from the built-in list, spread over
 * its categories and never one already used or scheduled.
 */
export async function insertTopics(bench: BenchContext): Promise<BenchTopics> {
  const { db, plan, now } = bench;
  const change = await getTopicChangeTime(bench.app, db);
  const closed = (day: string) =>
    easternInstant(day, change.hour, change.minute).getTime() + LIMITS.competitionWindowMs <=
    now.getTime();

  let day = easternDate(now);
  while (isSunday(day) || !closed(day)) day = addEasternDays(day, -1);
  const days: string[] = [];
  for (; days.length < plan.topics; day = addEasternDays(day, -1)) {
    if (!isSunday(day)) days.unshift(day);
  }
  // Across a clock change yesterday's window can close an hour before today's change time.
  const openDays = openTopicDays(now, change).filter((d) => !closed(d));
  const allDays = [...days, ...openDays];

  const used = new Set((await knownTopicTexts(db)).map(topicSlug));
  const texts = BUILTIN_TOPICS.filter((text) => !used.has(topicSlug(text)));
  if (texts.length < allDays.length) {
    throw new Error(
      `Only ${texts.length} unused built-in topics; the benchmark needs ${allDays.length}.`,
    );
  }
  const today = currentTopicDay(now, change);
  const rows = allDays.map((date, index) => {
    const text = texts[Math.floor((index * texts.length) / allDays.length)] as string;
    const row = topicRowFor(text, date, change, false);
    return { ...row, isActive: date === today, createdAt: row.scheduledFor };
  });
  const inserted = await db.insert(topicOfTheDay).values(rows).returning();
  const isOpen = (row: TopicRow) => openDays.includes(row.date);
  return {
    first: days[0] as string,
    last: days.at(-1) as string,
    newest: allDays.at(-1) as string,
    change,
    rows: inserted.filter((row) => !isOpen(row)),
    open: inserted.filter(isOpen).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
