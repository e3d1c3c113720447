import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { TextGenerator } from "#server/ai/text-generator.ts";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { scheduledTopics } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays } from "#shared/rules/eastern-time.ts";
import { currentTopicDay, isSunday } from "#shared/rules/topic-calendar.ts";
import { type GeneratedTopics, TOPIC_MSG } from "#shared/schemas/topics.admin.ts";
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
 * Topics for the given days, from the generator, never one already used or scheduled. A
 * provider failing half-way keeps the topics made before it: they are returned with the error.
 */
async function generateTopics(
  ctx: AppContext,
  generator: TextGenerator,
  count: number,
): Promise<{ topics: string[]; failure: unknown }> {
  const avoid = await knownTopicTexts(ctx.db);
  const topics: string[] = [];
  try {
    while (topics.length < count) {
      const topic = await generator.generateTopic({ avoid });
      avoid.push(topic);
      topics.push(topic);
    }
    return { topics, failure: undefined };
  } catch (failure) {
    return { topics, failure };
  }
}

export interface FilledSchedule {
  /** Upcoming days that had no topic when the run began. */
  empty: number;
  /** Of those, the days this run gave a topic (another run may have filled the rest). */
  filled: number;
}

/**
 * Gives every upcoming day without a topic a generated one. Days are unique, so two runners
 * filling the same day leave one topic. The generator runs before the one transaction that
 * writes the days (and, for an administrator's `by`, the moderation log's entry): it may be a
 * slow call to a provider.
 */
export async function fillSchedule(
  ctx: AppContext,
  generator: TextGenerator,
  by?: Pick<SessionUser, "id" | "username" | "isAdmin">,
): Promise<FilledSchedule> {
  const days = await upcomingDays(ctx);
  const existing = await ctx.db
    .select({ day: scheduledTopics.scheduledForEstDate })
    .from(scheduledTopics)
    .where(inArray(scheduledTopics.scheduledForEstDate, days));
  const missing = days.filter((day) => !existing.some((e) => e.day === day));
  if (missing.length === 0) return { empty: 0, filled: 0 };
  const change = await getTopicChangeTime(ctx);
  const { topics, failure } = await generateTopics(ctx, generator, missing.length);
  const filled = await ctx.db.transaction(async (tx) => {
    const written: string[] = [];
    for (const [i, topic] of topics.entries()) {
      const day = missing[i] as string;
      const row = topicRowFor(topic, day, change, false);
      const inserted = await tx
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
      if (inserted.length > 0) written.push(`${day}: ${topic}`);
    }
    if (by && written.length > 0) {
      await recordModeration(tx, ctx.now(), {
        actor: by,
        action: "topics_generated",
        target: { kind: "topic", label: topicsLabel(written.length) },
        detail: written.join("; "),
      });
    }
    return written.length;
  });
  if (failure !== undefined) throw failure;
  return { empty: missing.length, filled };
}

/** Generate AI Topics: fills the empty days, and says how many, or why there were none. */
export async function generateScheduledTopics(
  ctx: AppContext,
  generator: TextGenerator,
  by: Pick<SessionUser, "id" | "username" | "isAdmin">,
): Promise<GeneratedTopics> {
  const { empty, filled } = await fillSchedule(ctx, generator, by);
  const message =
    empty === 0
      ? TOPIC_MSG.scheduleFull
      : filled === 0
        ? TOPIC_MSG.filledMeanwhile
        : TOPIC_MSG.generated(filled);
  return { message, generated: filled };
}

const topicsLabel = (n: number) => (n === 1 ? "1 scheduled day" : `${n} scheduled days`);

/** An administrator's own wording for a scheduled day. */
export async function updateScheduledTopic(
  ctx: AppContext,
  id: string,
  topic: string,
  by: SessionUser,
): Promise<ScheduledTopic> {
  await assertNotDuplicate(ctx, topic, id);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(scheduledTopics)
      .where(eq(scheduledTopics.id, id))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", "Scheduled topic not found");
    const [row] = await tx
      .update(scheduledTopics)
      .set({ topic, isManual: true })
      .where(eq(scheduledTopics.id, id))
      .returning();
    if (!row) throw new Error("update returned no row");
    await recordModeration(tx, ctx.now(), {
      actor: by,
      action: "scheduled_topic_edited",
      target: { kind: "topic", id, label: topic },
      detail: `${row.scheduledForEstDate}, was "${before.topic}"`,
    });
    return row;
  });
}

export async function deleteScheduledTopic(
  ctx: AppContext,
  id: string,
  by: SessionUser,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(scheduledTopics)
      .where(eq(scheduledTopics.id, id))
      .returning();
    if (!removed) throw new AppError("NOT_FOUND", "Scheduled topic not found");
    await recordModeration(tx, ctx.now(), {
      actor: by,
      action: "scheduled_topic_deleted",
      target: { kind: "topic", id, label: removed.topic },
      detail: removed.scheduledForEstDate,
    });
  });
}

/**
 * Replaces the generated topics of the given scheduled days with new ones, made before the one
 * transaction that writes them with the moderation log's entry.
 */
export async function refreshScheduledTopics(
  ctx: AppContext,
  generator: TextGenerator,
  ids: string[],
  by: SessionUser,
): Promise<ScheduledTopic[]> {
  const rows = await ctx.db.select().from(scheduledTopics).where(inArray(scheduledTopics.id, ids));
  if (rows.length === 0) throw new AppError("NOT_FOUND", "Scheduled topic not found");
  const { topics, failure } = await generateTopics(ctx, generator, rows.length);
  const refreshed = await ctx.db.transaction(async (tx) => {
    const written: ScheduledTopic[] = [];
    const changes: string[] = [];
    for (const [i, topic] of topics.entries()) {
      const row = rows[i] as ScheduledTopic;
      const [updated] = await tx
        .update(scheduledTopics)
        .set({ topic, isManual: false })
        .where(eq(scheduledTopics.id, row.id))
        .returning();
      if (!updated) continue;
      written.push(updated);
      changes.push(`${updated.scheduledForEstDate}: "${row.topic}" → "${topic}"`);
    }
    if (written.length > 0) {
      await recordModeration(tx, ctx.now(), {
        actor: by,
        action: "topics_refreshed",
        target: { kind: "topic", label: topicsLabel(written.length) },
        detail: changes.join("; "),
      });
    }
    return written;
  });
  if (failure !== undefined) throw failure;
  return refreshed;
}

/** The next topic day's scheduled topic, made anew (generated when the day had none). */
export async function refreshNextDayTopic(
  ctx: AppContext,
  generator: TextGenerator,
  by: SessionUser,
): Promise<ScheduledTopic> {
  const [day] = await upcomingDays(ctx);
  if (!day) throw new AppError("BAD_REQUEST", "There is no upcoming topic day");
  const [row] = await ctx.db
    .select()
    .from(scheduledTopics)
    .where(eq(scheduledTopics.scheduledForEstDate, day));
  if (row) {
    const [refreshed] = await refreshScheduledTopics(ctx, generator, [row.id], by);
    if (refreshed) return refreshed;
  }
  await fillSchedule(ctx, generator, by);
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
