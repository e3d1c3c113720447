import { and, eq, sql } from "drizzle-orm";
import { botGiveaways } from "#server/ai/bot-voice.ts";
import { GenerationError, type TextGenerator } from "#server/ai/text-generator.ts";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { quipbotSchedule, quips, users } from "#server/db/schema/index.ts";
import { rootMessage } from "#server/errors.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { findOpenTopics, type OpenTopics } from "#server/services/topics/open-topics.ts";
import { knownTopicTexts } from "#server/services/topics/topic-rows.ts";
import { QUIPBOT_USERNAME } from "#shared/limits.ts";
import { easternDate, easternInstant } from "#shared/rules/eastern-time.ts";
import { isSunday } from "#shared/rules/topic-calendar.ts";

const MINUTE_MS = 60 * 1000;
const RETRY_MS = 10 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;
/** How long after the topic changes QuipBot waits for the site's jobs to activate the new one. */
const TOPIC_WAIT_MS = 60 * MINUTE_MS;
/** Waiting for it, QuipBot tries again within this long, at a drawn instant. */
const TOPIC_RETRY_MAX_MS = 30 * MINUTE_MS;

/** QuipBot's account: a member that cannot sign in (no password) and cannot be deleted. */
export async function ensureQuipBot(db: Executor, now: Date): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isBot, true))
    .limit(1);
  if (existing) return existing.id;
  await db
    .insert(users)
    .values({
      username: QUIPBOT_USERNAME,
      email: "quipbot@quip.local",
      passwordHash: null,
      isBot: true,
      firstName: "Quip",
      lastName: "Bot",
      bio: "I write one joke a day. My circuits are doing their best.",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [created] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isBot, true))
    .limit(1);
  if (!created) throw new Error("QuipBot could not be created");
  return created.id;
}

/** A random minute of the Eastern day, picked once and kept: the day's row is unique. */
async function planToday(ctx: AppContext, day: string, now: Date): Promise<void> {
  const minute = Math.floor(Math.random() * DAY_MINUTES);
  await ctx.db
    .insert(quipbotSchedule)
    .values({
      dateEt: day,
      scheduledAtEt: easternInstant(day, Math.floor(minute / 60), minute % 60),
      createdAt: now,
    })
    .onConflictDoNothing({ target: quipbotSchedule.dateEt });
}

/**
 * Whether today's topic is due but the site's jobs have not activated it yet. QuipBot runs on
 * a timer of its own (jobs/run-due.ts) and must not activate it itself: the topic's arrival
 * would then sit next to its quip.
 */
async function awaitsTodaysTopic(ctx: AppContext, open: OpenTopics, now: Date): Promise<boolean> {
  if (open.today || isSunday(open.day)) return false;
  const change = await getTopicChangeTime(ctx);
  const changedAt = easternInstant(open.day, change.hour, change.minute);
  return now.getTime() < changedAt.getTime() + TOPIC_WAIT_MS;
}

/** A quip that says a bot wrote it would name QuipBot while it is anonymous (bot-voice.ts). */
function refuseBotVoice(content: string, topic: string): void {
  const giveaways = botGiveaways(content, { topic });
  if (giveaways.length === 0) return;
  throw new GenerationError(`The quip says a bot wrote it ("${giveaways.join('", "')}")`, {
    reason: "bot-voice",
  });
}

/**
 * Posts QuipBot's quip of the day once its time has come. The text is generated outside any
 * transaction (a slow provider must not hold the database); the post itself happens under
 * the day's row lock and only while the day is not yet posted, so it happens once however
 * many runners race. A provider failure, or a quip in a bot's voice, posts nothing and is
 * retried ten minutes later. Every live stream hears of the quip as of any other.
 */
export async function runQuipBot(
  ctx: AppContext,
  generator: TextGenerator,
  random: () => number = Math.random,
): Promise<"posted" | "waiting" | "failed"> {
  const now = ctx.now();
  const day = easternDate(now);
  await planToday(ctx, day, now);
  const [plan] = await ctx.db.select().from(quipbotSchedule).where(eq(quipbotSchedule.dateEt, day));
  if (
    !plan ||
    plan.posted ||
    plan.scheduledAtEt > now ||
    (plan.nextAttemptAt && plan.nextAttemptAt > now)
  ) {
    return "waiting";
  }
  const open = await findOpenTopics(ctx);
  if (await awaitsTodaysTopic(ctx, open, now)) {
    // Not at the next tick of its timer either: that would follow the activation closely.
    const wait = MINUTE_MS + random() * (TOPIC_RETRY_MAX_MS - MINUTE_MS);
    await ctx.db
      .update(quipbotSchedule)
      .set({ nextAttemptAt: new Date(now.getTime() + wait) })
      .where(eq(quipbotSchedule.dateEt, day));
    return "waiting";
  }
  const botId = await ensureQuipBot(ctx.db, now);
  let topic = open.today?.topic ?? null;
  let content: string;
  try {
    if (!topic) {
      // Sunday (or a day whose topic is missing): QuipBot makes up its own.
      topic =
        plan.topicSnapshot ??
        (await generator.generateTopic({ avoid: await knownTopicTexts(ctx.db) }));
    }
    const recent = await ctx.db
      .select({ content: quips.content })
      .from(quips)
      .where(eq(quips.authorId, botId))
      .orderBy(sql`${quips.createdAt} desc`)
      .limit(30);
    content = await generator.generateQuip({ topic, avoid: recent.map((r) => r.content) });
    refuseBotVoice(content, topic);
  } catch (error) {
    await ctx.db
      .update(quipbotSchedule)
      .set({
        failedAttempts: sql`${quipbotSchedule.failedAttempts} + 1`,
        lastError: rootMessage(error).slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + RETRY_MS),
        topicSnapshot: topic,
      })
      .where(eq(quipbotSchedule.dateEt, day));
    return "failed";
  }
  const onTopic = open.today !== null && !isSunday(open.day);
  const posted = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(quipbotSchedule)
      .where(and(eq(quipbotSchedule.dateEt, day), eq(quipbotSchedule.posted, false)))
      .for("update");
    if (!locked) return null;
    const [quip] = await tx
      .insert(quips)
      .values({
        content,
        authorId: botId,
        topicOfTheDay: onTopic,
        topicText: onTopic ? (open.today?.topic ?? null) : null,
        topicId: onTopic ? (open.today?.id ?? null) : null,
        topicIdentifier: onTopic ? (open.today?.topicIdentifier ?? null) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quips.id });
    if (!quip) throw new Error("insert returned no row");
    await tx
      .update(quipbotSchedule)
      .set({ posted: true, quipId: quip.id, topicSnapshot: topic, lastError: null })
      .where(eq(quipbotSchedule.dateEt, day));
    return quip.id;
  });
  if (!posted) return "waiting";
  await ctx.sharedCache?.invalidate();
  ctx.live.quipPosted(posted);
  return "posted";
}
