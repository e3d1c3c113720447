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
import { holdPost } from "#server/services/moderation/held-posts.service.ts";
import { flagIfWatched, screenText } from "#server/services/moderation/watched-words.service.ts";
import { nudgePushSender } from "#server/services/push/push-outbox.service.ts";
import { blocksSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import type { HeldReceipt } from "#shared/schemas/watched-words.ts";
import { commentReader, findCommentedQuip, presentComment } from "./comment-rows";

type CommentInput = { content: string; parentCommentId?: string | null | undefined };

/**
 * Adds a comment or a reply (three levels at most). The quip's count moves in the same
 * transaction, without waiting for a popular quip's row (changeCount); the quip's author and
 * the parent comment's author are notified once. The live stream hears of the new count, of
 * the comment (its watchers who may read it are told its id) and of the notices. A member the quip's author blocks may not comment on the author's revealed
 * quips; on an anonymous quip a refusal would say whose it is, so their comment is taken as
 * anyone's, and the author never sees it (services/safety/muting.ts). The watched words screen
 * it in the same transaction (decision 0159): a `review` word holds it, a `flag` word posts it
 * into the review queue.
 */
export async function addComment(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
  input: CommentInput,
): Promise<CommentView | HeldReceipt> {
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const screening = await screenText(tx, "comment", input.content);
    if (screening.action === "review") {
      await findCommentPlace(tx, member, quipId, input, now);
      return holdPost(tx, now, {
        kind: "comment",
        authorId: member.id,
        content: input.content,
        quipId,
        parentCommentId: input.parentCommentId ?? null,
        word: screening.word,
      });
    }
    const posted = await insertComment(tx, now, member, quipId, input);
    await flagIfWatched(tx, now, screening, { commentId: posted.comment.id });
    return posted;
  });
  if ("held" in created) return created;
  announceComment(ctx, quipId, created);
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

/** Where a comment would go, by the rules of commenting: the quip, and the depth under its parent. */
async function findCommentPlace(
  tx: Executor,
  member: SessionUser,
  quipId: string,
  input: CommentInput,
  now: Date,
) {
  const quip = await findCommentedQuip(tx, member, quipId, true);
  if (!isAnonymousAt(quip.createdAt, now) && (await isBlockedBy(tx, quip.authorId, member.id))) {
    throw new AppError("FORBIDDEN", SAFETY_MSG.commentRefused);
  }
  if (!input.parentCommentId) return { quip, depth: 1, parentAuthorId: null };
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
  return { quip, depth: parent.depth + 1, parentAuthorId: parent.authorId };
}

export type PostedComment = Awaited<ReturnType<typeof insertComment>>;

/** Writes a comment, its notices and its quip's count, in the caller's transaction, at `now`. */
export async function insertComment(
  tx: Executor,
  now: Date,
  member: SessionUser,
  quipId: string,
  input: CommentInput,
) {
  const { quip, depth, parentAuthorId } = await findCommentPlace(tx, member, quipId, input, now);
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
}

/** Once a comment's transaction has committed: its count, the comment and its notices go out. */
export function announceComment(ctx: AppContext, quipId: string, posted: PostedComment): void {
  if (posted.deferred) nudgeCountFolder(ctx);
  ctx.live.countsChanged(quipId);
  ctx.live.commentAdded(posted.comment.id);
  ctx.live.notificationsChanged(posted.notified);
  if (posted.notified.length > 0) nudgePushSender(ctx);
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
