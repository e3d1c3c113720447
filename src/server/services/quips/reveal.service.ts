import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { likes, quips, users } from "#server/db/schema/index.ts";
import { type Notification, notifyFromJob } from "#server/services/activity/notify.ts";
import { isRevealedSql, revealTimeSql } from "#server/services/anonymity.ts";
import { scoreGuesses } from "#server/services/guesses/scoring.ts";
import { shownLikes } from "./hidden-likes";

const BATCH = 500;

/**
 * Reveals quips that turned 48 hours old, scores the guesses at their authors and sends the
 * reveal notifications, in one transaction per batch. The UPDATE only takes quips still marked
 * anonymous, so two runners never reveal, score (or notify about) the same quip twice. The
 * members notified hear it live.
 */
export async function revealDueQuips(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const { revealed, notified } = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: quips.id })
        .from(quips)
        .where(and(eq(quips.isAnonymous, true), isRevealedSql(now)))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return { revealed: 0, notified: [] };
      const rows = await tx
        .update(quips)
        .set({ isAnonymous: false, revealedAt: revealTimeSql() })
        .where(
          and(
            inArray(
              quips.id,
              due.map((d) => d.id),
            ),
            eq(quips.isAnonymous, true),
          ),
        )
        .returning({
          id: quips.id,
          authorId: quips.authorId,
          likesCount: quips.likesCount,
          likesHidden: quips.likesHidden,
        });
      const notices = await revealNotifications(tx, rows);
      const scored = await scoreGuesses(
        tx,
        rows.map((r) => r.id),
        now,
      );
      const notified = await notifyFromJob(tx, now, [...notices, ...scored]);
      return { revealed: rows.length, notified };
    });
    ctx.live.notificationsChanged(notified);
    total += revealed;
    if (revealed < BATCH) return total;
  }
}

async function revealNotifications(
  db: Executor,
  rows: Array<{ id: string; authorId: string; likesCount: number; likesHidden: boolean }>,
): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const likers = await db
    .select({ quipId: likes.quipId, userId: likes.userId })
    .from(likes)
    .where(inArray(likes.quipId, ids));
  const bots = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, [...new Set(rows.map((r) => r.authorId))]), eq(users.isBot, true)),
    );
  const isBot = new Set(bots.map((b) => b.id));
  const out: Notification[] = [];
  for (const quip of rows) {
    // An entry revealed before its competition closes reached 48 hours with no count told
    // (decision 0162): its notices say so without one.
    const { likesCount } = shownLikes(quip.likesCount, quip.likesHidden);
    const data = likesCount === null ? {} : { likesCount };
    if (!isBot.has(quip.authorId)) {
      out.push({
        userId: quip.authorId,
        type: "quip_48_hours",
        quipId: quip.id,
        data,
        dedupeKey: `reveal:${quip.id}`,
      });
    }
    for (const liker of likers.filter((l) => l.quipId === quip.id && l.userId !== quip.authorId)) {
      out.push({
        userId: liker.userId,
        type: isBot.has(quip.authorId) ? "quipbot_like" : "liked_quip_48_hours",
        actorId: quip.authorId,
        quipId: quip.id,
        data,
        dedupeKey: `reveal:${quip.id}:${liker.userId}`,
      });
    }
  }
  return out;
}
