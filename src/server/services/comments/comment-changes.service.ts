import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { activities, commentFlags, comments, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { changeCount, QUIP_COUNTS } from "#server/services/counts/count-change.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import {
  commentTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { mayModerate } from "#server/services/moderation/moderators.ts";
import { tellReporters } from "#server/services/moderation/report-closure.ts";
import { flagIfWatched, screenText } from "#server/services/moderation/watched-words.service.ts";
import { reportsText } from "#server/services/safety/hidden-quips.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import { commentReader, presentComment, reachableCommentSql } from "./comment-rows";

const m = QUIP_MSG.comment;

/**
 * The comment and what its changes need of its quip, its row locked for the change. A comment
 * on a quip hidden from the member pending review, or a deleted one's stub, is not found: the
 * same refusal as a comment that never was.
 */
async function lockedComment(db: Executor, member: SessionUser, id: string) {
  const [row] = await db
    .select({
      id: comments.id,
      content: comments.content,
      quipId: comments.quipId,
      authorId: comments.authorId,
      parentCommentId: comments.parentCommentId,
      depth: comments.depth,
      createdAt: comments.createdAt,
      hiddenAt: comments.hiddenAt,
      quip: { authorId: quips.authorId, createdAt: quips.createdAt },
    })
    .from(comments)
    .innerJoin(quips, eq(quips.id, comments.quipId))
    .where(reachableCommentSql(member, id))
    .for("update", { of: comments });
  if (!row) throw new AppError("NOT_FOUND", m.notFound);
  return row;
}

/**
 * Its author rewords a comment within 15 minutes of posting it (on the app's clock), by the
 * rules of posting one; as with a quip, anyone else is refused and an unchanged text is "No
 * changes". The answer is the comment alone, its replies left where the reader has them.
 */
export async function editComment(
  ctx: AppContext,
  editor: SessionUser,
  id: string,
  content: string,
): Promise<CommentView> {
  const now = ctx.now();
  const edited = await ctx.db.transaction(async (tx) => {
    const comment = await lockedComment(tx, editor, id);
    if (comment.authorId !== editor.id) throw new AppError("FORBIDDEN", m.notYours);
    if (now.getTime() - comment.createdAt.getTime() > LIMITS.commentEditWindowMs) {
      throw new AppError("FORBIDDEN", m.editWindowClosed);
    }
    if (comment.content === content) throw new AppError("BAD_REQUEST", m.noChanges);
    // Public already, it cannot be held: a `review` word places it in the queue as `flag` does.
    const screening = await screenText(tx, "comment", content);
    await tx.update(comments).set({ content, editedAt: now }).where(eq(comments.id, id));
    await flagIfWatched(tx, now, screening, { commentId: id });
    const [me] = await tx
      .select({ profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, editor.id));
    const [replies] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.parentCommentId, id));
    return { comment, profileImageUrl: me?.profileImageUrl ?? null, repliesCount: replies?.n ?? 0 };
  });
  const { comment, profileImageUrl, repliesCount } = edited;
  return presentComment(
    {
      ...comment,
      content,
      username: editor.username,
      profileImageUrl,
      editedAt: now,
      isDeleted: false,
      isHidden: comment.hiddenAt !== null,
    },
    commentReader(editor, comment.quip, now),
    { replies: [], repliesCount: Number(repliesCount), repliesCursor: null },
  );
}

/**
 * Its author deletes a comment at any time; a moderator or administrator removes anyone's, which the
 * moderation log records. With replies it becomes a stub that keeps its place; without, it
 * goes, and so do the stubs above it that it was the last reply of. A stub is a comment of the
 * thread and stays in the quip's count (decision 0149): the count moves by the rows that go,
 * in the same transaction. Its reports and notifications go with what it said.
 */
export async function deleteComment(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<void> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const comment = await lockedComment(tx, actor, id);
    const isOwn = comment.authorId === actor.id;
    if (!isOwn && !mayModerate(actor)) throw new AppError("FORBIDDEN", m.notYours);
    const noticed = await tx
      .selectDistinct({ userId: activities.userId })
      .from(activities)
      .where(eq(activities.commentId, id));
    await tx.delete(activities).where(eq(activities.commentId, id));
    const reports = await tx
      .delete(commentFlags)
      .where(and(eq(commentFlags.commentId, id), eq(commentFlags.status, "pending")))
      .returning({ id: commentFlags.id, reporterId: commentFlags.reporterId });
    const removed = (await hasReplies(tx, id))
      ? await leaveStub(tx, id, now)
      : await removeWithEmptyStubsAbove(tx, comment);
    if (!isOwn) {
      await recordModeration(tx, now, {
        actor,
        action: "comment_removed",
        target: commentTarget(comment),
        detail: reports.length > 0 ? reportsText(reports.length) : null,
      });
      await tellReporters(tx, now, actor.id, "comment", reports);
    }
    const count =
      removed > 0
        ? await changeCount(tx, {
            counted: QUIP_COUNTS,
            id: comment.quipId,
            counter: QUIP_COUNTS.counters.comments,
            change: sql`${-removed}::int`,
          })
        : { deferred: false };
    return { quipId: comment.quipId, deferred: count.deferred, noticed };
  });
  if (done.deferred) nudgeCountFolder(ctx);
  ctx.live.countsChanged(done.quipId);
  ctx.live.notificationsChanged(done.noticed.map((row) => row.userId));
}

async function hasReplies(db: Executor, id: string): Promise<boolean> {
  const [reply] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentCommentId, id))
    .limit(1);
  return reply !== undefined;
}

/** Nothing of what it said, nor its edit or fold, stays on the row. Answers the rows gone: none. */
async function leaveStub(db: Executor, id: string, now: Date): Promise<number> {
  await db
    .update(comments)
    .set({ content: "", deletedAt: now, editedAt: null, hiddenAt: null })
    .where(eq(comments.id, id));
  return 0;
}

/**
 * Deletes the comment, then each stub above it left with no reply (three levels at most).
 * Answers how many rows went.
 */
async function removeWithEmptyStubsAbove(
  db: Executor,
  comment: { id: string; parentCommentId: string | null },
): Promise<number> {
  await db.delete(comments).where(eq(comments.id, comment.id));
  let removed = 1;
  let parentId = comment.parentCommentId;
  while (parentId) {
    const [parent] = await db
      .select({ parentCommentId: comments.parentCommentId })
      .from(comments)
      .where(and(eq(comments.id, parentId), sql`${comments.deletedAt} is not null`))
      .for("update");
    if (!parent || (await hasReplies(db, parentId))) break;
    await db.delete(comments).where(eq(comments.id, parentId));
    removed += 1;
    parentId = parent.parentCommentId;
  }
  return removed;
}

/**
 * The quip's author folds a comment on it for everyone, or unfolds it: the same call toggles.
 * Allowed while the quip is anonymous. Nothing stored or answered says who hid it, no one is
 * notified and the live stream is not told; the refusal to anyone else names nobody either,
 * since everyone but the author gets it alike (decision 0149).
 */
export async function toggleCommentHidden(
  ctx: AppContext,
  member: SessionUser,
  id: string,
): Promise<{ isHidden: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const comment = await lockedComment(tx, member, id);
    if (comment.quip.authorId !== member.id) throw new AppError("FORBIDDEN", m.notQuipAuthor);
    const isHidden = comment.hiddenAt === null;
    await tx
      .update(comments)
      .set({ hiddenAt: isHidden ? ctx.now() : null })
      .where(eq(comments.id, id));
    return { isHidden };
  });
}
