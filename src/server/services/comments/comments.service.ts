import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { comments, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifyMentions } from "#server/services/activity/mentions.ts";
import { type Notification, notify } from "#server/services/activity/notify.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { changeCount, QUIP_COUNTS } from "#server/services/counts/count-change.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import { nudgePushSender } from "#server/services/push/push-outbox.service.ts";
import { blocksSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import { commentReader, findCommentedQuip, presentComment } from "./comment-rows";

/**
 * Adds a comment or a reply (three levels at most). The quip's count moves in the same
 * transaction, without waiting for a popular quip's row (changeCount); the quip's author and
 * the parent comment's author are notified once. The live stream hears of the new count, of
 * the comment (its watchers who may read it are told its id) and of the notices. A member the quip's author blocks may not comment on the author's revealed
 * quips; on an anonymous quip a refusal would say whose it is, so their comment is taken as
 * anyone's, and the author never sees it (services/safety/muting.ts).
 */
export async function addComment(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
  input: { content: string; parentCommentId?: string | null | undefined },
): Promise<CommentView> {
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const quip = await findCommentedQuip(tx, member, quipId, true);
    if (!isAnonymousAt(quip.createdAt, now) && (await isBlockedBy(tx, quip.authorId, member.id))) {
      throw new AppError("FORBIDDEN", SAFETY_MSG.commentRefused);
    }
    let depth = 1;
    let parentAuthorId: string | null = null;
    if (input.parentCommentId) {
      // Key share: a delete of the parent waits for this reply, then leaves a stub over it.
      const [parent] = await tx
        .select({
          quipId: comments.quipId,
          depth: comments.depth,
          authorId: comments.authorId,
          deletedAt: comments.deletedAt,
        })
        .from(comments)
        .where(eq(comments.id, input.parentCommentId))
        .for("key share");
      if (!parent || parent.quipId !== quipId || parent.deletedAt) {
        throw new AppError("BAD_REQUEST", QUIP_MSG.comment.parentMissing);
      }
      if (parent.depth >= LIMITS.replyDepthMax)
        throw new AppError("BAD_REQUEST", QUIP_MSG.comment.tooDeep);
      depth = parent.depth + 1;
      parentAuthorId = parent.authorId;
    }
    const [comment] = await tx
      .insert(comments)
      .values({
        content: input.content,
        quipId,
        authorId: member.id,
        parentCommentId: input.parentCommentId ?? null,
        depth,
        createdAt: now,
      })
      .returning();
    if (!comment) throw new Error("insert returned no row");
    const replied = await notify(
      tx,
      now,
      commentNotifications(comment.id, quipId, member.id, quip.authorId, parentAuthorId),
    );
    const mentioned = await notifyMentions(tx, now, {
      text: input.content,
      actorId: member.id,
      quipId,
      commentId: comment.id,
    });
    const count = await changeCount(tx, {
      counted: QUIP_COUNTS,
      id: quipId,
      counter: QUIP_COUNTS.counters.comments,
      change: sql`1`,
    });
    return {
      deferred: count.deferred,
      comment,
      reader: commentReader(member, quip, now),
      notified: [...replied, ...mentioned],
    };
  });
  if (created.deferred) nudgeCountFolder(ctx);
  ctx.live.countsChanged(quipId);
  ctx.live.commentAdded(created.comment.id);
  ctx.live.notificationsChanged(created.notified);
  if (created.notified.length > 0) nudgePushSender(ctx);
  const [me] = await ctx.db
    .select({ profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, member.id));
  // The answer goes to the commenter alone; on their own anonymous quip it names nobody, as
  // the list will.
  const { comment, reader } = created;
  return presentComment(
    {
      ...comment,
      username: member.username,
      profileImageUrl: me?.profileImageUrl ?? null,
      isDeleted: false,
      isHidden: false,
    },
    reader,
    { replies: [], repliesCount: 0, repliesCursor: null },
  );
}

async function isBlockedBy(db: Executor, blockerId: string, memberId: string): Promise<boolean> {
  const [row] = rowsOf<{ blocked: boolean }>(
    await db.execute(sql`select ${blocksSql(blockerId, memberId)} as blocked`),
  );
  return Boolean(row?.blocked);
}

function commentNotifications(
  commentId: string,
  quipId: string,
  actorId: string,
  quipAuthorId: string,
  parentAuthorId: string | null,
): Notification[] {
  const recipients = new Set([quipAuthorId, ...(parentAuthorId ? [parentAuthorId] : [])]);
  recipients.delete(actorId);
  return [...recipients].map((userId) => ({
    userId,
    type: "comment" as const,
    actorId,
    quipId,
    commentId,
    dedupeKey: `comment:${commentId}:${userId}`,
  }));
}
