import { BUILTIN_TOPICS } from "#server/ai/builtin/topics.ts";
import { topicOfTheDay } from "#server/db/schema/index.ts";
import { getTopicChangeTime } from "#server/services/settings/index.ts";
import { knownTopicTexts, topicRowFor } from "#server/services/topics/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays, easternDate, easternInstant } from "#shared/rules/eastern-time.ts";
import { topicSlug } from "#shared/rules/slug.ts";
import { type ChangeTime, isSunday } from "#shared/rules/topic-calendar.ts";
import type { BenchContext } from "./bench-context";

export interface BenchTopics {
  /** Eastern days of the oldest and the newest topic. */
  first: string;
  last: string;
  change: ChangeTime;
  rows: Array<typeof topicOfTheDay.$inferSelect>;
}

/**
 * One topic per Eastern day but Sundays, ending with the newest day whose 48-hour window has
 * closed, so every one of them can carry a processed competition; the jobs then bring today's
 * topic as they would on any day. Texts come from the built-in list, spread over its
 * categories and never one already used or scheduled.
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

  const used = new Set((await knownTopicTexts(db)).map(topicSlug));
  const texts = BUILTIN_TOPICS.filter((text) => !used.has(topicSlug(text)));
  if (texts.length < days.length) {
    throw new Error(
      `Only ${texts.length} unused built-in topics; the benchmark needs ${days.length}.`,
    );
  }
  const rows = days.map((date, index) => {
    const text = texts[Math.floor((index * texts.length) / days.length)] as string;
    const row = topicRowFor(text, date, change, false);
    return { ...row, isActive: false, createdAt: row.scheduledFor };
  });
  const inserted = await db.insert(topicOfTheDay).values(rows).returning();
  return { first: days[0] as string, last: days.at(-1) as string, change, rows: inserted };
}
