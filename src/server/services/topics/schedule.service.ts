import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { addEasternDays } from "../../../shared/rules/eastern-time";
import { currentTopicDay, isSunday } from "../../../shared/rules/topic-calendar";
import type { TextGenerator } from "../../ai/text-generator";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/database";
import { scheduledTopics } from "../../db/schema";
import { AppError } from "../../errors";
import { getTopicChangeTime } from "../settings.service";
import { findTopicsLike, knownTopicTexts, topicRowFor } from "./topic-rows";

export type ScheduledTopic = typeof scheduledTopics.$inferSelect;

/** The days after the current topic day that should have a topic: 14 days, Sundays excepted. */
export async function upcomingDays(ctx: AppContext, db: Executor = ctx.db): Promise<string[]> {
  const today = currentTopicDay(ctx.now(), await getTopicChangeTime(ctx, db));
  return Array.from({ length: LIMITS.scheduledTopicDays }, (_, i) =>
    addEasternDays(today, i + 1),
  ).filter((day) => !isSunday(day));
}

export async function listScheduledTopics(ctx: AppContext): Promise<ScheduledTopic[]> {
  const today = currentTopicDay(ctx.now(), await getTopicChangeTime(ctx));
  return ctx.db
    .select()
    .from(scheduledTopics)
    .where(gt(scheduledTopics.scheduledForEstDate, today))
    .orderBy(asc(scheduledTopics.scheduledForEstDate));
}

/**
 * Gives every upcoming day without a topic a generated one. Days are unique, so two runners
 * filling the same day leave one topic. Returns how many days were filled.
 */
export async function fillSchedule(ctx: AppContext, generator: TextGenerator): Promise<number> {
  const days = await upcomingDays(ctx);
  const existing = await ctx.db
    .select({ day: scheduledTopics.scheduledForEstDate })
    .from(scheduledTopics)
    .where(inArray(scheduledTopics.scheduledForEstDate, days));
  const missing = days.filter((day) => !existing.some((e) => e.day === day));
  if (missing.length === 0) return 0;
  const change = await getTopicChangeTime(ctx);
  const avoid = await knownTopicTexts(ctx.db);
  let filled = 0;
  for (const day of missing) {
    const topic = await generator.generateTopic({ avoid });
    avoid.push(topic);
    const row = topicRowFor(topic, day, change, false);
    const inserted = await ctx.db
      .insert(scheduledTopics)
      .values({
        topic,
        isManual: false,
        scheduledFor: row.scheduledFor,
        scheduledForEstDate: day,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: scheduledTopics.scheduledForEstDate })
      .returning({ id: scheduledTopics.id });
    filled += inserted.length;
  }
  return filled;
}

/** An administrator's own wording for a scheduled day. */
export async function updateScheduledTopic(
  ctx: AppContext,
  id: string,
  topic: string,
): Promise<ScheduledTopic> {
  await assertNotDuplicate(ctx, topic, id);
  const [row] = await ctx.db
    .update(scheduledTopics)
    .set({ topic, isManual: true })
    .where(eq(scheduledTopics.id, id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Scheduled topic not found");
  return row;
}

export async function deleteScheduledTopic(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(scheduledTopics)
    .where(eq(scheduledTopics.id, id))
    .returning({ id: scheduledTopics.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", "Scheduled topic not found");
}

/** Replaces the generated topics of the given scheduled days with new ones. */
export async function refreshScheduledTopics(
  ctx: AppContext,
  generator: TextGenerator,
  ids: string[],
): Promise<ScheduledTopic[]> {
  const rows = await ctx.db.select().from(scheduledTopics).where(inArray(scheduledTopics.id, ids));
  if (rows.length === 0) throw new AppError("NOT_FOUND", "Scheduled topic not found");
  const avoid = await knownTopicTexts(ctx.db);
  const refreshed: ScheduledTopic[] = [];
  for (const row of rows) {
    const topic = await generator.generateTopic({ avoid });
    avoid.push(topic);
    const [updated] = await ctx.db
      .update(scheduledTopics)
      .set({ topic, isManual: false })
      .where(eq(scheduledTopics.id, row.id))
      .returning();
    if (updated) refreshed.push(updated);
  }
  return refreshed;
}

/** The next topic day's scheduled topic, made anew (generated when the day had none). */
export async function refreshNextDayTopic(
  ctx: AppContext,
  generator: TextGenerator,
): Promise<ScheduledTopic> {
  const [day] = await upcomingDays(ctx);
  if (!day) throw new AppError("BAD_REQUEST", "There is no upcoming topic day");
  const [row] = await ctx.db
    .select()
    .from(scheduledTopics)
    .where(eq(scheduledTopics.scheduledForEstDate, day));
  if (row) {
    const [refreshed] = await refreshScheduledTopics(ctx, generator, [row.id]);
    if (refreshed) return refreshed;
  }
  await fillSchedule(ctx, generator);
  const [created] = await ctx.db
    .select()
    .from(scheduledTopics)
    .where(eq(scheduledTopics.scheduledForEstDate, day));
  if (!created) throw new AppError("UNAVAILABLE", "Failed to refresh next day topic");
  return created;
}

export async function checkDuplicate(ctx: AppContext, topic: string) {
  const existingTopics = await findTopicsLike(ctx.db, topic);
  return {
    isDuplicate: existingTopics.length > 0,
    existingTopics: existingTopics.map((t) => ({ topic: t.topic, date: t.date, source: t.source })),
  };
}

async function assertNotDuplicate(
  ctx: AppContext,
  topic: string,
  exceptScheduledId?: string,
): Promise<void> {
  const clashes = await findTopicsLike(ctx.db, topic);
  const others = exceptScheduledId
    ? await ctx.db
        .select({ day: scheduledTopics.scheduledForEstDate })
        .from(scheduledTopics)
        .where(and(eq(scheduledTopics.id, exceptScheduledId)))
    : [];
  const own = others[0]?.day;
  if (clashes.some((c) => !(c.source === "scheduled" && c.date === own))) {
    throw new AppError("CONFLICT", `"${topic}" has already been used or scheduled`);
  }
}
