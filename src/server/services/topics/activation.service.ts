import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { currentTopicDay, isSunday } from "../../../shared/rules/topic-calendar";
import type { TextGenerator } from "../../ai/text-generator";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import {
  quips,
  scheduledTopics,
  topicCompetitions,
  topicOfTheDay,
  userTopicQuips,
} from "../../db/schema";
import { AppError } from "../../errors";
import { getTopicChangeTime } from "../settings.service";
import { knownTopicTexts, topicRowFor } from "./topic-rows";

/**
 * Makes the current topic day's topic the topic of the day: from the schedule, or generated
 * when the day had none. The day is unique, so however many runners do this at once, one
 * topic wins; its competition opens with it. Sundays have no topic.
 */
export async function activateCurrentTopic(
  ctx: AppContext,
  generator: TextGenerator,
): Promise<string | null> {
  const change = await getTopicChangeTime(ctx);
  const day = currentTopicDay(ctx.now(), change);
  if (isSunday(day)) {
    await ctx.db
      .update(topicOfTheDay)
      .set({ isActive: false })
      .where(eq(topicOfTheDay.isActive, true));
    // Friday's and Saturday's topics close on Sunday and Monday: their competitions must exist.
    await openCompetitions(ctx.db, ctx.now());
    return null;
  }
  const [existing] = await ctx.db.select().from(topicOfTheDay).where(eq(topicOfTheDay.date, day));
  if (!existing) {
    const [planned] = await ctx.db
      .select()
      .from(scheduledTopics)
      .where(eq(scheduledTopics.scheduledForEstDate, day));
    const text =
      planned?.topic ?? (await generator.generateTopic({ avoid: await knownTopicTexts(ctx.db) }));
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(topicOfTheDay)
        .values({ ...topicRowFor(text, day, change, planned?.isManual ?? false), isActive: true })
        .onConflictDoNothing({ target: topicOfTheDay.date });
      await tx.delete(scheduledTopics).where(eq(scheduledTopics.scheduledForEstDate, day));
    });
  }
  await ctx.db.update(topicOfTheDay).set({ isActive: sql`${topicOfTheDay.date} = ${day}` });
  await openCompetitions(ctx.db, ctx.now());
  const [current] = await ctx.db.select().from(topicOfTheDay).where(eq(topicOfTheDay.date, day));
  return current?.topicIdentifier ?? null;
}

/** Every topic that has started has a competition (older installs and imported topics too). */
async function openCompetitions(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${topicCompetitions} (topic_identifier, topic_id, started_at)
    select t.topic_identifier, t.id, t.scheduled_for from ${topicOfTheDay} t
    where t.scheduled_for <= ${now.toISOString()}::timestamptz
    on conflict (topic_identifier) do nothing`);
}

/**
 * An administrator sets today's topic by hand. When today already has a topic, its text
 * changes everywhere it is recorded (quips, quotas, competition) in one transaction, so
 * quips already posted stay on it.
 */
export async function setTodaysTopic(
  ctx: AppContext,
  text: string,
): Promise<typeof topicOfTheDay.$inferSelect> {
  const change = await getTopicChangeTime(ctx);
  const day = currentTopicDay(ctx.now(), change);
  if (isSunday(day)) throw new AppError("BAD_REQUEST", "Sunday has no topic (No Topic Sunday)");
  const row = topicRowFor(text, day, change, true);
  return ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: topicOfTheDay.id })
      .from(topicOfTheDay)
      .where(and(eq(topicOfTheDay.slug, row.slug), ne(topicOfTheDay.date, day)));
    if (clash) throw new AppError("CONFLICT", `"${text}" has already been a topic of the day`);
    const [old] = await tx
      .select()
      .from(topicOfTheDay)
      .where(eq(topicOfTheDay.date, day))
      .for("update");
    if (!old) {
      const [created] = await tx
        .insert(topicOfTheDay)
        .values({ ...row, isActive: true })
        .returning();
      await tx.delete(scheduledTopics).where(eq(scheduledTopics.scheduledForEstDate, day));
      if (!created) throw new Error("insert returned no row");
      return created;
    }
    const [updated] = await tx
      .update(topicOfTheDay)
      .set({
        topic: row.topic,
        slug: row.slug,
        topicIdentifier: row.topicIdentifier,
        isManual: true,
      })
      .where(eq(topicOfTheDay.id, old.id))
      .returning();
    await tx
      .update(quips)
      .set({ topicText: row.topic, topicIdentifier: row.topicIdentifier })
      .where(eq(quips.topicIdentifier, old.topicIdentifier));
    await tx
      .update(userTopicQuips)
      .set({ topicIdentifier: row.topicIdentifier })
      .where(eq(userTopicQuips.topicIdentifier, old.topicIdentifier));
    await tx
      .update(topicCompetitions)
      .set({ topicIdentifier: row.topicIdentifier })
      .where(
        and(
          eq(topicCompetitions.topicIdentifier, old.topicIdentifier),
          isNull(topicCompetitions.processedAt),
        ),
      );
    if (!updated) throw new Error("update returned no row");
    return updated;
  });
}
