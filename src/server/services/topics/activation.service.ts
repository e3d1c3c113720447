import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { TextGenerator } from "#server/ai/text-generator.ts";
import type { AppContext } from "#server/context.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import {
  quips,
  scheduledTopics,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { toTheMinute } from "#server/services/settings/job-times.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { currentTopicDay, isSunday } from "#shared/rules/topic-calendar.ts";
import { knownTopicTexts, topicRowFor } from "./topic-rows";

/**
 * Makes the current topic day's topic the topic of the day: from the schedule, or generated
 * when the day had none. The day is unique, so however many runners do this at once, one
 * topic wins; its competition opens with it. Sundays have no topic. When the topic of the day
 * changed (a row became active or stopped being so), open pages hear of it.
 */
export async function activateCurrentTopic(
  ctx: AppContext,
  generator: TextGenerator,
): Promise<string | null> {
  const change = await getTopicChangeTime(ctx);
  const day = currentTopicDay(ctx.now(), change);
  if (isSunday(day)) {
    const ended = await ctx.db
      .update(topicOfTheDay)
      .set({ isActive: false })
      .where(eq(topicOfTheDay.isActive, true))
      .returning({ id: topicOfTheDay.id });
    if (ended.length > 0) ctx.live.topicChanged();
    // Friday's and Saturday's topics close on Sunday and Monday: their competitions must exist.
    if (await openCompetitions(ctx.db, ctx.now())) await ctx.sharedCache?.invalidate();
    return null;
  }
  const [existing] = await ctx.db.select().from(topicOfTheDay).where(currentOf(day));
  let added = false;
  if (!existing) {
    const [planned] = await ctx.db
      .select()
      .from(scheduledTopics)
      .where(eq(scheduledTopics.scheduledForEstDate, day));
    const text =
      planned?.topic ?? (await generator.generateTopic({ avoid: await knownTopicTexts(ctx.db) }));
    added = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(topicOfTheDay)
        .values({
          ...topicRowFor(text, day, change, planned?.isManual ?? false),
          isActive: true,
          // Public, and written in the run of the site's jobs: to the minute, not its instant.
          createdAt: toTheMinute(ctx.now()),
        })
        .onConflictDoNothing({
          target: topicOfTheDay.date,
          where: isNull(topicOfTheDay.replacedAt),
        })
        .returning({ id: topicOfTheDay.id });
      await tx.delete(scheduledTopics).where(eq(scheduledTopics.scheduledForEstDate, day));
      return inserted.length > 0;
    });
  }
  const flipped = await ctx.db
    .update(topicOfTheDay)
    .set({ isActive: sql`${currentOf(day)}` })
    .where(
      and(
        or(eq(topicOfTheDay.isActive, true), eq(topicOfTheDay.date, day)),
        sql`${topicOfTheDay.isActive} is distinct from (${currentOf(day)})`,
      ),
    )
    .returning({ id: topicOfTheDay.id });
  if (added || flipped.length > 0) ctx.live.topicChanged();
  if (await openCompetitions(ctx.db, ctx.now())) await ctx.sharedCache?.invalidate();
  const [current] = await ctx.db.select().from(topicOfTheDay).where(currentOf(day));
  return current?.topicIdentifier ?? null;
}

/** The day's topic, not one an administrator replaced. */
function currentOf(day: string) {
  return and(eq(topicOfTheDay.date, day), isNull(topicOfTheDay.replacedAt));
}

/**
 * Every topic that has started has a competition (older installs and imported topics too).
 * Answers whether one opened: its trigger hides the likes of entries posted before it
 * (decision 0162), which pages kept for visitors may still show.
 */
async function openCompetitions(db: Executor, now: Date): Promise<boolean> {
  const opened = rowsOf(
    await db.execute(sql`
    insert into ${topicCompetitions} (topic_identifier, topic_id, started_at, created_at)
    select t.topic_identifier, t.id, t.scheduled_for, ${now.toISOString()}::timestamptz
    from ${topicOfTheDay} t
    where t.scheduled_for <= ${now.toISOString()}::timestamptz
    on conflict (topic_identifier) do nothing
    returning 1`),
  );
  return opened.length > 0;
}

/**
 * An administrator sets today's topic by hand. A topic nobody has written for yet simply
 * changes. One that already has quips is replaced: it keeps its quips, page, quotas and
 * competition (quips are never relabelled), takes no more quips, and the new topic starts
 * empty with a competition of its own from now. Open pages hear of it.
 */
export async function setTodaysTopic(
  ctx: AppContext,
  text: string,
  by: SessionUser,
): Promise<typeof topicOfTheDay.$inferSelect> {
  const topic = await writeTodaysTopic(ctx, text, by);
  ctx.live.topicChanged();
  return topic;
}

async function writeTodaysTopic(
  ctx: AppContext,
  text: string,
  by: SessionUser,
): Promise<typeof topicOfTheDay.$inferSelect> {
  const change = await getTopicChangeTime(ctx);
  const now = ctx.now();
  const day = currentTopicDay(now, change);
  if (isSunday(day)) throw new AppError("BAD_REQUEST", "Sunday has no topic (No Topic Sunday)");
  const row = topicRowFor(text, day, change, true);
  return ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: topicOfTheDay.id })
      .from(topicOfTheDay)
      .where(and(eq(topicOfTheDay.slug, row.slug), ne(topicOfTheDay.date, day)));
    if (clash) throw new AppError("CONFLICT", `"${text}" has already been a topic of the day`);
    const [old] = await tx.select().from(topicOfTheDay).where(currentOf(day)).for("update");
    if (old && old.slug === row.slug) return old;
    const recorded = (topic: { id: string; topic: string }, detail: string) =>
      recordModeration(tx, now, {
        actor: by,
        action: "topic_set",
        target: { kind: "topic", id: topic.id, label: topic.topic },
        detail,
      });
    const [taken] = await tx
      .select({ id: topicOfTheDay.id })
      .from(topicOfTheDay)
      .where(eq(topicOfTheDay.topicIdentifier, row.topicIdentifier));
    if (taken) throw new AppError("CONFLICT", `"${text}" has already been a topic today`);
    if (old && !(await hasQuips(tx, old.topicIdentifier))) {
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
        .update(topicCompetitions)
        .set({ topicIdentifier: row.topicIdentifier })
        .where(eq(topicCompetitions.topicIdentifier, old.topicIdentifier));
      if (!updated) throw new Error("update returned no row");
      await recorded(updated, `Was "${old.topic}", which had no quips`);
      return updated;
    }
    if (old) {
      await tx
        .update(topicOfTheDay)
        .set({ replacedAt: now, isActive: false })
        .where(eq(topicOfTheDay.id, old.id));
    }
    const [created] = await tx
      .insert(topicOfTheDay)
      .values({
        ...row,
        scheduledFor: old ? now : row.scheduledFor,
        isActive: true,
        createdAt: now,
      })
      .returning();
    await tx.delete(scheduledTopics).where(eq(scheduledTopics.scheduledForEstDate, day));
    await openCompetitions(tx, now);
    if (!created) throw new Error("insert returned no row");
    await recorded(created, old ? `Replaces "${old.topic}", which keeps its quips` : "A new topic");
    return created;
  });
}

async function hasQuips(db: Executor, topicIdentifier: string): Promise<boolean> {
  const [quip] = await db
    .select({ id: quips.id })
    .from(quips)
    .where(eq(quips.topicIdentifier, topicIdentifier))
    .limit(1);
  return quip !== undefined;
}
