import { and, eq, inArray, ne, or } from "drizzle-orm";
import { ADMIN_MSG } from "../../../shared/admin-messages";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/database";
import { activities, comments, follows, likes, quips, storedObjects, users } from "../../db/schema";
import { AppError } from "../../errors";
import { QUIP_COUNTS, recountSql, USER_COUNTS } from "../counts/count-change";
import { memberTarget, recordModeration } from "../moderation/moderation-log.service";
import type { SessionUser } from "../sessions.service";

/**
 * Deletes an account and everything it made. Foreign keys cascade from the user (quips,
 * comments and the replies under them, likes, bookmarks, follows, drafts, reports, sessions,
 * notifications, results, badges, uploads); what cascading cannot do is keep the counts other
 * members see right, so in the same transaction the likes and comments counts of other
 * members' quips and the follower counts of the people involved are recounted from the rows
 * that remain. Uploaded files are removed from storage once the rows are gone. The member's
 * live streams end on every server process; other members' streams hear of the counts and
 * notifications that changed.
 */
export async function deleteUser(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  if (targetId === actor.id) throw new AppError("BAD_REQUEST", ADMIN_MSG.cannotDeleteSelf);
  const { storageKeys, quipIds, noticed } = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, username: users.username, isBot: users.isBot })
      .from(users)
      .where(eq(users.id, targetId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
    if (target.isBot) throw new AppError("BAD_REQUEST", ADMIN_MSG.quipBotNotDeletable);

    const quipIds = await quipsTouchedBy(tx, targetId);
    const userIds = await peopleFollowing(tx, targetId);
    const noticed = await othersNoticedOf(tx, targetId);
    const files = await tx
      .select({ key: storedObjects.key })
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, targetId));
    // A like, comment or follow key-share locks these rows: a concurrent one waits for this
    // transaction, and the recount below reads what it committed before, less its changes
    // still waiting to be folded in (recountSql).
    if (quipIds.length > 0) {
      await tx.select({ id: quips.id }).from(quips).where(inArray(quips.id, quipIds)).for("update");
    }
    if (userIds.length > 0) {
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).for("update");
    }

    await tx.delete(users).where(eq(users.id, targetId));
    await recordModeration(tx, ctx.now(), {
      actor,
      action: "member_deleted",
      target: memberTarget(target),
    });

    if (quipIds.length > 0) {
      await tx
        .update(quips)
        .set({
          likesCount: recountSql(QUIP_COUNTS, "likes_count", quips.id, likes.quipId),
          commentsCount: recountSql(QUIP_COUNTS, "comments_count", quips.id, comments.quipId),
        })
        .where(inArray(quips.id, quipIds));
    }
    if (userIds.length > 0) {
      await tx
        .update(users)
        .set({
          followersCount: recountSql(USER_COUNTS, "followers_count", users.id, follows.followingId),
          followingCount: recountSql(USER_COUNTS, "following_count", users.id, follows.followerId),
        })
        .where(inArray(users.id, userIds));
    }
    return { storageKeys: files.map((file) => file.key), quipIds, noticed };
  });
  ctx.sessionCache.forgetMember(targetId);
  ctx.live.memberSessionsEnded(targetId);
  for (const quipId of quipIds) ctx.live.countsChanged(quipId);
  ctx.live.notificationsChanged(noticed);
  // Files outside the database cannot be in the transaction; a failure leaves an orphan, not a broken account.
  await Promise.allSettled(storageKeys.map((key) => ctx.storage.delete(key)));
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
