import { and, eq, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import {
  activities,
  flags,
  mutes,
  quips,
  userTopicQuips,
  vaultQuips,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifyMentions } from "#server/services/activity/mentions.ts";
import { isAnonymousSql, type Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { holdPost } from "#server/services/moderation/held-posts.service.ts";
import {
  quipTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { mayModerate } from "#server/services/moderation/moderators.ts";
import { tellReporters } from "#server/services/moderation/report-closure.ts";
import { flagIfWatched, screenText } from "#server/services/moderation/watched-words.service.ts";
import { reportsText } from "#server/services/safety/hidden-quips.ts";
import { findOpenTopics, type TopicRow } from "#server/services/topics/open-topics.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { fitsQuipLimit, wholeQuipText } from "#shared/rules/punchline.ts";
import type { CreateQuipInput, EditQuipInput, Quip } from "#shared/schemas/quips.ts";
import type { HeldReceipt } from "#shared/schemas/watched-words.ts";
import { findQuipRow, presentQuip } from "./quip-rows";
import { quipReachableSql } from "./quip-visibility";

export async function getQuip(ctx: ReadScope, viewer: Viewer, id: string): Promise<Quip> {
  const row = await findQuipRow(ctx, viewer, id);
  if (!row) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return presentQuip(row, viewer, ctx.now());
}

/**
 * Posts a quip; a topic quip takes one of the member's three places on that topic, and a
 * quip posted from a draft removes the draft — all in one transaction, screened by the watched
 * words there (decision 0159): a `review` word holds it instead, a `flag` word posts it into
 * the review queue. Every live stream then hears of the quip alike (its id, topic and time),
 * and the mentioned members of their notice.
 */
export async function createQuip(
  ctx: AppContext,
  author: SessionUser,
  input: CreateQuipInput,
): Promise<{ quip: Quip } | HeldReceipt> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const punchline = input.punchline ?? null;
    const screening = await screenText(tx, "quip", wholeQuipText({ ...input, punchline }));
    const topic = input.topicOfTheDay ? await resolveTopic(ctx, tx, input.topicText) : null;
    if (topic) await takeTopicPlace(tx, author.id, topic.topicIdentifier);
    if (input.vaultQuipId) await removeDraft(tx, author.id, input.vaultQuipId);
    if (screening.action === "review") {
      const { word } = screening;
      return holdPost(tx, now, {
        kind: "quip",
        authorId: author.id,
        content: input.content,
        punchline,
        topic,
        word,
      });
    }
    const posted = await insertQuip(tx, now, {
      authorId: author.id,
      content: input.content,
      punchline,
      topic,
      vaultQuipId: input.vaultQuipId ?? null,
    });
    await flagIfWatched(tx, now, screening, { quipId: posted.id });
    return posted;
  });
  if ("held" in done) return done;
  await announceQuip(ctx, done);
  return { quip: await getQuip(ctx, author, done.id) };
}

export interface PostedQuip {
  id: string;
  mentioned: string[];
}

/** Writes a quip and its mentions' notices, in the caller's transaction, at `now`. */
export async function insertQuip(
  tx: Executor,
  now: Date,
  post: {
    authorId: string;
    content: string;
    punchline: string | null;
    topic: Pick<TopicRow, "id" | "topic" | "topicIdentifier"> | null;
    vaultQuipId: string | null;
  },
): Promise<PostedQuip> {
  const { topic } = post;
  const [row] = await tx
    .insert(quips)
    .values({
      content: post.content,
      punchline: post.punchline,
      authorId: post.authorId,
      topicOfTheDay: Boolean(topic),
      topicText: topic?.topic ?? null,
      topicId: topic?.id ?? null,
      topicIdentifier: topic?.topicIdentifier ?? null,
      vaultQuipId: post.vaultQuipId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quips.id });
  if (!row) throw new Error("insert returned no row");
  const mentioned = await notifyMentions(tx, now, {
    text: wholeQuipText(post),
    actorId: post.authorId,
    quipId: row.id,
  });
  return { id: row.id, mentioned };
}

/** Once a quip's transaction has committed: every cache and live stream hears of it alike. */
export async function announceQuip(ctx: AppContext, posted: PostedQuip): Promise<void> {
  await ctx.sharedCache?.invalidate();
  ctx.live.quipPosted(posted.id);
  ctx.live.notificationsChanged(posted.mentioned);
}

/** The topic the member chose must be open now: today's or yesterday's. */
async function resolveTopic(
  ctx: AppContext,
  db: Executor,
  topicText: string | null | undefined,
): Promise<TopicRow> {
  const open = await findOpenTopics(ctx, db);
  const wanted = (topicText ?? "").trim().toLowerCase();
  const topic = [open.today, open.yesterday].find(
    (t) => t && (!wanted || t.topic.toLowerCase() === wanted),
  );
  if (!topic) throw new AppError("BAD_REQUEST", QUIP_MSG.topicNotOpen);
  return topic;
}

/**
 * Counts the quip against the topic in one statement, so parallel posts cannot slip past
 * the limit: the row only moves while it is below three.
 */
async function takeTopicPlace(
  db: Executor,
  userId: string,
  topicIdentifier: string,
): Promise<void> {
  const taken = await db
    .insert(userTopicQuips)
    .values({ userId, topicIdentifier, quipCount: 1 })
    .onConflictDoUpdate({
      target: [userTopicQuips.userId, userTopicQuips.topicIdentifier],
      set: { quipCount: sql`${userTopicQuips.quipCount} + 1` },
      setWhere: sql`${userTopicQuips.quipCount} < ${LIMITS.quipsPerTopic}`,
    })
    .returning({ count: userTopicQuips.quipCount });
  if (taken.length === 0) throw new AppError("TOPIC_LIMIT_EXCEEDED", QUIP_MSG.topicLimit);
}

async function removeDraft(db: Executor, userId: string, draftId: string): Promise<void> {
  const removed = await db
    .delete(vaultQuips)
    .where(and(eq(vaultQuips.id, draftId), eq(vaultQuips.userId, userId)))
    .returning({ id: vaultQuips.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", QUIP_MSG.vault.notFound);
}

/**
 * The author may reword a quip within 15 minutes of posting it: its setup, and its punchline,
 * which an edit that leaves it out keeps (checked against the new setup) and null or "" removes.
 * To anyone else a quip hidden from them pending review is missing, not someone else's.
 */
export async function editQuip(
  ctx: AppContext,
  editor: SessionUser,
  id: string,
  input: EditQuipInput,
): Promise<Quip> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const quip = await lockedQuip(tx, editor, id);
    if (quip.authorId !== editor.id) throw new AppError("FORBIDDEN", QUIP_MSG.notYours);
    if (now.getTime() - quip.createdAt.getTime() > LIMITS.editWindowMs) {
      throw new AppError("FORBIDDEN", QUIP_MSG.editWindowClosed);
    }
    const edited = {
      content: input.content,
      punchline: input.punchline === undefined ? quip.punchline : input.punchline,
    };
    if (!fitsQuipLimit(edited.content, edited.punchline)) {
      throw new AppError("BAD_REQUEST", QUIP_MSG.punchlineTooLong);
    }
    if (quip.content === edited.content && quip.punchline === edited.punchline) {
      throw new AppError("BAD_REQUEST", QUIP_MSG.noChanges);
    }
    // Public already, it cannot be held: a `review` word places it in the queue as `flag` does.
    const screening = await screenText(tx, "quip", wholeQuipText(edited));
    await tx
      .update(quips)
      .set({ ...edited, updatedAt: now })
      .where(eq(quips.id, id));
    await flagIfWatched(tx, now, screening, { quipId: id });
  });
  await ctx.sharedCache?.invalidate();
  return getQuip(ctx, editor, id);
}

/**
 * The author may delete their quip at any time; moderators and administrators may delete any
 * quip (`mayModerate`), and the
 * moderation log records it when the quip was someone else's. A topic quip deleted within the
 * 15 minutes its author may still reword it gives its place on the topic back: time to correct
 * a mistake (the wrong topic), not to swap an entry the likes have judged for a fresh one.
 */
export async function deleteQuip(ctx: AppContext, actor: SessionUser, id: string): Promise<void> {
  const notified = await ctx.db.transaction(async (tx) => {
    const quip = await lockedQuip(tx, actor, id);
    if (quip.authorId !== actor.id && !mayModerate(actor))
      throw new AppError("FORBIDDEN", QUIP_MSG.notYours);
    // Its notifications go with it: their members' unread counts change.
    const noticed = await tx
      .selectDistinct({ userId: activities.userId })
      .from(activities)
      .where(eq(activities.quipId, id));
    // Hidden with its author and gone before its reveal, it must never mute that author: the
    // muter would see whose revealed quips vanish. After the reveal the mute stays (0106).
    await tx
      .delete(mutes)
      .where(and(eq(mutes.quipId, id), isAnonymousSql(ctx.now(), mutes.quipCreatedAt)));
    const reports = await tx
      .select({ id: flags.id, reporterId: flags.reporterId })
      .from(flags)
      .where(and(eq(flags.quipId, id), eq(flags.status, "pending")));
    await tx.delete(quips).where(eq(quips.id, id));
    // Removed by a moderator, its reports were handled: their reporters are told (0158). Its
    // author deleting it handles nothing, and says nothing to anyone.
    if (quip.authorId !== actor.id) {
      await recordModeration(tx, ctx.now(), {
        actor,
        action: "quip_deleted",
        target: quipTarget(quip),
        detail: reports.length > 0 ? reportsText(reports.length) : null,
      });
      await tellReporters(tx, ctx.now(), actor.id, "quip", reports);
    }
    const isCorrection = ctx.now().getTime() - quip.createdAt.getTime() <= LIMITS.editWindowMs;
    if (quip.topicIdentifier && isCorrection) {
      await giveTopicPlaceBack(tx, quip.authorId, quip.topicIdentifier);
    }
    return noticed.map((row) => row.userId);
  });
  await ctx.sharedCache?.invalidate();
  ctx.live.notificationsChanged(notified);
}

/**
 * The quip, locked for a change by `member`; missing, or hidden from them, it is not found.
 * Moderators reach hidden quips too: they review them.
 */
async function lockedQuip(db: Executor, member: SessionUser, id: string) {
  const [quip] = await db
    .select()
    .from(quips)
    .where(and(eq(quips.id, id), quipReachableSql(member, quips.id)))
    .for("update");
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return quip;
}

async function giveTopicPlaceBack(
  db: Executor,
  userId: string,
  topicIdentifier: string,
): Promise<void> {
  await db
    .update(userTopicQuips)
    .set({ quipCount: sql`greatest(${userTopicQuips.quipCount} - 1, 0)` })
    .where(
      and(eq(userTopicQuips.userId, userId), eq(userTopicQuips.topicIdentifier, topicIdentifier)),
    );
}
