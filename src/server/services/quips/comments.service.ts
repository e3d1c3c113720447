import { asc, eq, sql } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { QUIP_MSG } from "../../../shared/messages";
import type { CommentView } from "../../../shared/schemas/quip";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/database";
import { comments, quips, users } from "../../db/schema";
import { AppError } from "../../errors";
import { notifyMentions } from "../activity/mentions";
import { type Notification, notify } from "../activity/notify";
import { namesAuthor, type Viewer } from "../anonymity";
import { changeCount, QUIP_COUNTS } from "../counts/count-change";
import { nudgeCountFolder } from "../counts/count-folder";
import type { SessionUser } from "../sessions.service";

/** The quip's comments as a tree (three levels at most), oldest first at each level. */
export async function listComments(
  ctx: AppContext,
  viewer: Viewer,
  quipId: string,
): Promise<CommentView[]> {
  const quip = await findQuipAuthor(ctx.db, quipId);
  const rows = await ctx.db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      parentCommentId: comments.parentCommentId,
      depth: comments.depth,
      authorId: comments.authorId,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.quipId, quipId))
    .orderBy(asc(comments.createdAt), asc(comments.id));

  // The author's own comments on their anonymous quip would name them: they read "anonymous
  // (author)", to the author too.
  const authorVisible = namesAuthor(viewer, quip.authorId, quip.createdAt, ctx.now());
  const byId = new Map<string, CommentView>();
  for (const row of rows) {
    const isQuipAuthor = row.authorId === quip.authorId;
    const view: CommentView = {
      id: row.id,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      parentCommentId: row.parentCommentId,
      depth: row.depth,
      author:
        isQuipAuthor && !authorVisible
          ? null
          : { id: row.authorId, username: row.username, profileImageUrl: row.profileImageUrl },
      isQuipAuthor,
      isOwn: viewer !== null && row.authorId === viewer.id,
      replies: [],
    };
    byId.set(row.id, view);
  }
  const roots: CommentView[] = [];
  // Attached in a second pass: a reply may share its parent's timestamp and sort before it.
  for (const view of byId.values()) {
    const parent = view.parentCommentId ? byId.get(view.parentCommentId) : undefined;
    (parent ? parent.replies : roots).push(view);
  }
  return roots;
}

/**
 * Adds a comment or a reply (three levels at most). The quip's count moves in the same
 * transaction, without waiting for a popular quip's row (changeCount); the quip's author and
 * the parent comment's author are notified once.
 */
export async function addComment(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
  input: { content: string; parentCommentId?: string | null | undefined },
): Promise<CommentView> {
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const quip = await findQuipAuthor(tx, quipId, true);
    let depth = 1;
    let parentAuthorId: string | null = null;
    if (input.parentCommentId) {
      const [parent] = await tx
        .select({ quipId: comments.quipId, depth: comments.depth, authorId: comments.authorId })
        .from(comments)
        .where(eq(comments.id, input.parentCommentId));
      if (!parent || parent.quipId !== quipId) {
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
    await notify(
      tx,
      now,
      commentNotifications(comment.id, quipId, member.id, quip.authorId, parentAuthorId),
    );
    await notifyMentions(tx, now, {
      text: input.content,
      actorId: member.id,
      quipId,
      commentId: comment.id,
    });
    const count = await changeCount(tx, {
      counted: QUIP_COUNTS,
      id: quipId,
      counter: "comments_count",
      change: sql`1`,
    });
    return {
      deferred: count.deferred,
      comment,
      isQuipAuthor: quip.authorId === member.id,
      namesAuthor: namesAuthor(member, quip.authorId, quip.createdAt, now),
    };
  });
  if (created.deferred) nudgeCountFolder(ctx);
  const [me] = await ctx.db
    .select({ profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, member.id));
  // The answer goes to the commenter alone; on their own anonymous quip it names nobody, as
  // the list will.
  return {
    id: created.comment.id,
    content: created.comment.content,
    createdAt: created.comment.createdAt.toISOString(),
    parentCommentId: created.comment.parentCommentId,
    depth: created.comment.depth,
    author:
      created.isQuipAuthor && !created.namesAuthor
        ? null
        : {
            id: member.id,
            username: member.username,
            profileImageUrl: me?.profileImageUrl ?? null,
          },
    isQuipAuthor: created.isQuipAuthor,
    isOwn: true,
    replies: [],
  };
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

async function findQuipAuthor(db: Executor, quipId: string, lock = false) {
  const query = db
    .select({ authorId: quips.authorId, createdAt: quips.createdAt })
    .from(quips)
    .where(eq(quips.id, quipId));
  // The key share lock keeps the quip from being deleted under the comment, and waits for no
  // like or comment: those never lock the quip more strongly while they wait (changeCount).
  const [quip] = lock ? await query.for("key share") : await query;
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return quip;
}
