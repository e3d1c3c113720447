import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import {
  activities,
  comments,
  dataExports,
  follows,
  likes,
  mailOutbox,
  quips,
  storedObjects,
  users,
} from "#server/db/schema/index.ts";
import { QUIP_COUNTS, recountSql, USER_COUNTS } from "#server/services/counts/count-change.ts";
import { holdUsername } from "./held-usernames";

/** The account being removed, as its row was when locked. */
export interface MemberToRemove {
  id: string;
  username: string;
  email: string;
  isBot: boolean;
}

/**
 * Deletes an account and everything it made: the one way an account ends, whether an
 * administrator deletes it or its member does. Foreign keys cascade from the user (quips,
 * comments and the replies under them, likes, bookmarks, follows, drafts, reports, sessions,
 * notifications, results, badges, uploads, the data export); what cascading cannot do is keep
 * the counts other members see right, so in the same transaction the likes and comments counts
 * of other members' quips and the follower counts of the people involved are recounted from the
 * rows that remain. The username is held back and mail still addressed to the member is
 * dropped in that transaction too.
 *
 * `decide` runs first in the transaction, with the member's row locked (undefined when there is
 * none): it refuses by throwing, writes what goes with the removal (a moderation entry), and
 * gives back the member to remove.
 *
 * Once committed, files are removed from storage, the member's live streams end on every
 * server process and other members' streams hear of the counts and notifications that changed.
 * Nothing else is announced: the member's own quips simply vanish (decision 0117).
 */
export async function removeMember(
  ctx: AppContext,
  userId: string,
  decide: (tx: Executor, found: MemberToRemove | undefined) => Promise<MemberToRemove>,
): Promise<void> {
  const now = ctx.now();
  const { storageKeys, quipIds, noticed } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, username: users.username, email: users.email, isBot: users.isBot })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const member = await decide(tx, found);

    const quipIds = await quipsTouchedBy(tx, userId);
    const userIds = await peopleFollowing(tx, userId);
    const noticed = await othersNoticedOf(tx, userId);
    const storageKeys = await filesOf(tx, userId);
    // A like, comment or follow key-share locks these rows: a concurrent one waits for this
    // transaction, and the recount below reads what it committed before, less its changes
    // still waiting to be folded in (recountSql).
    if (quipIds.length > 0) {
      await tx.select({ id: quips.id }).from(quips).where(inArray(quips.id, quipIds)).for("update");
    }
    if (userIds.length > 0) {
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).for("update");
    }

    await tx.delete(users).where(eq(users.id, userId));
    await holdUsername(tx, member.username, now);
    // Queued or recently sent mail to them would outlive the account (a sent row keeps its
    // address and subject for a day): it goes with it.
    await tx
      .delete(mailOutbox)
      .where(sql`lower(${mailOutbox.recipient}) = ${member.email.toLowerCase()}`);

    if (quipIds.length > 0) {
      await tx
        .update(quips)
        .set({
          likesCount: recountSql(QUIP_COUNTS, QUIP_COUNTS.counters.likes, likes.quipId),
          commentsCount: recountSql(QUIP_COUNTS, QUIP_COUNTS.counters.comments, comments.quipId),
        })
        .where(inArray(quips.id, quipIds));
    }
    if (userIds.length > 0) {
      await tx
        .update(users)
        .set({
          followersCount: recountSql(
            USER_COUNTS,
            USER_COUNTS.counters.followers,
            follows.followingId,
          ),
          followingCount: recountSql(
            USER_COUNTS,
            USER_COUNTS.counters.following,
            follows.followerId,
          ),
        })
        .where(inArray(users.id, userIds));
    }
    return { storageKeys, quipIds, noticed };
  });
  ctx.sessionCache.forgetMember(userId);
  // Their quips, likes and comments went with them.
  await ctx.sharedCache?.invalidate();
  ctx.live.memberSessionsEnded(userId);
  for (const quipId of quipIds) ctx.live.countsChanged(quipId);
  ctx.live.notificationsChanged(noticed);
  // Files outside the database cannot be in the transaction; a failure leaves an orphan, not a broken account.
  await Promise.allSettled(storageKeys.map((key) => ctx.storage.delete(key)));
}

/**
 * The member's uploads and their data export's file. The export's row is locked: an export
 * being finished waits for this transaction (and then finds its row gone and removes its own
 * file), or has finished and its file is read here.
 */
async function filesOf(db: Executor, userId: string): Promise<string[]> {
  const uploads = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(eq(storedObjects.ownerId, userId));
  const exports = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .for("update");
  return [...uploads, ...exports].flatMap((row) => (row.key ? [row.key] : []));
}

/** Other members' quips whose counts include this member's likes or comments (and replies under them). */
async function quipsTouchedBy(db: Executor, userId: string): Promise<string[]> {
  const liked = db.select({ id: likes.quipId }).from(likes).where(eq(likes.userId, userId));
  const commented = db
    .select({ id: comments.quipId })
    .from(comments)
    .where(eq(comments.authorId, userId));
  const rows = await db
    .select({ id: quips.id })
    .from(quips)
    // Their own quips disappear with them; only the others need recounting.
    .where(
      and(ne(quips.authorId, userId), or(inArray(quips.id, liked), inArray(quips.id, commented))),
    );
  return rows.map((row) => row.id);
}

/**
 * Other members with a notification that goes with this member: one they caused, or one about
 * their quips or comments.
 */
async function othersNoticedOf(db: Executor, userId: string): Promise<string[]> {
  const theirQuips = db.select({ id: quips.id }).from(quips).where(eq(quips.authorId, userId));
  const theirComments = db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.authorId, userId));
  const rows = await db
    .selectDistinct({ userId: activities.userId })
    .from(activities)
    .where(
      and(
        ne(activities.userId, userId),
        or(
          eq(activities.actorId, userId),
          inArray(activities.quipId, theirQuips),
          inArray(activities.commentId, theirComments),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Members whose follower or following count includes this member. */
async function peopleFollowing(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ followerId: follows.followerId, followingId: follows.followingId })
    .from(follows)
    .where(or(eq(follows.followerId, userId), eq(follows.followingId, userId)));
  const ids = new Set(
    rows.map((row) => (row.followerId === userId ? row.followingId : row.followerId)),
  );
  return [...ids];
}
