import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { commentFlags, comments, quips, users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { reachableCommentSql, standingCommentSql } from "#server/services/comments/comment-rows.ts";
import { reportsText } from "#server/services/safety/hidden-quips.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { type CommentFlagInput, commentFlagCategoryOf } from "#shared/schemas/flags.ts";
import type { FlaggedComment } from "#shared/schemas/moderation.ts";
import { recordAuthorViews } from "./author-views.service";
import { commentTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";
import { tellReporters } from "./report-closure";
import { closeWordFlags } from "./watched-words.service";

/** A comment still standing (not a stub) on a quip the member may read, locked against a delete. */
async function reportableComment(db: Executor, member: SessionUser, id: string) {
  const [comment] = await db
    .select({ id: comments.id, authorId: comments.authorId, content: comments.content })
    .from(comments)
    .innerJoin(quips, eq(quips.id, comments.quipId))
    .where(standingCommentSql(member, id))
    .for("no key update", { of: comments });
  if (!comment) throw new AppError("NOT_FOUND", QUIP_MSG.comment.notFound);
  return comment;
}

/**
 * Files a report of a comment for review: one pending report per member per comment, never on
 * one's own (only its writer is refused so, which tells nobody else who wrote it). Reports of
 * comments hide nothing by themselves: an administrator decides (decision 0149).
 */
export async function reportComment(
  ctx: AppContext,
  reporter: SessionUser,
  commentId: string,
  input: CommentFlagInput,
): Promise<{ id: string }> {
  const category = commentFlagCategoryOf(input.category);
  if (!category) throw new AppError("BAD_REQUEST", QUIP_MSG.flag.commentCategoryRequired);
  try {
    return await ctx.db.transaction(async (tx) => {
      const comment = await reportableComment(tx, reporter, commentId);
      if (comment.authorId === reporter.id) {
        throw new AppError("FORBIDDEN", QUIP_MSG.flag.ownComment);
      }
      const [flag] = await tx
        .insert(commentFlags)
        .values({
          commentId,
          reporterId: reporter.id,
          category: category.key,
          categoryLabel: category.label,
          reason: input.reason,
          createdAt: ctx.now(),
        })
        .returning({ id: commentFlags.id });
      if (!flag) throw new Error("insert returned no row");
      return flag;
    });
  } catch (error) {
    if (isUniqueViolation(error, "comment_flags_one_pending_per_reporter_key")) {
      throw new AppError("CONFLICT", QUIP_MSG.flag.commentAlreadyReported);
    }
    throw error;
  }
}

const reporters = alias(users, "reporter");
const authors = alias(users, "author");

/**
 * The reported comments, one row each with its pending reports, most recently reported first.
 * Administrators may see who wrote a comment on an anonymous quip, as they may see a quip's;
 * the log records each anonymous quip whose author's comment names them.
 */
export async function listFlaggedComments(
  ctx: AppContext,
  admin: SessionUser,
): Promise<FlaggedComment[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      flag: commentFlags,
      reporterUsername: reporters.username,
      comment: {
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        quipId: comments.quipId,
        hiddenAt: comments.hiddenAt,
      },
      author: { id: authors.id, username: authors.username },
      quip: {
        id: quips.id,
        content: quips.content,
        authorId: quips.authorId,
        createdAt: quips.createdAt,
      },
    })
    .from(commentFlags)
    .innerJoin(reporters, eq(reporters.id, commentFlags.reporterId))
    .innerJoin(comments, eq(comments.id, commentFlags.commentId))
    .innerJoin(authors, eq(authors.id, comments.authorId))
    .innerJoin(quips, eq(quips.id, comments.quipId))
    .where(eq(commentFlags.status, "pending"))
    .orderBy(desc(commentFlags.createdAt), desc(commentFlags.id));
  await recordAuthorViews(
    ctx,
    admin,
    rows.filter((row) => row.author.id === row.quip.authorId).map((row) => row.quip),
  );
  const byComment = new Map<string, FlaggedComment>();
  for (const { flag, reporterUsername, comment, author, quip } of rows) {
    let row = byComment.get(comment.id);
    if (!row) {
      row = {
        comment: {
          id: comment.id,
          content: comment.content,
          createdAt: comment.createdAt.toISOString(),
          quipId: comment.quipId,
          isHidden: comment.hiddenAt !== null,
          author,
          isQuipAuthor: author.id === quip.authorId,
          isQuipAnonymous: isAnonymousAt(quip.createdAt, now),
        },
        reportCount: 0,
        // Reports arrive newest first: the first one seen is the latest.
        latestAt: flag.createdAt.toISOString(),
        reports: [],
      };
      byComment.set(comment.id, row);
    }
    row.reportCount += 1;
    row.reports.push({
      id: flag.id,
      category: flag.category,
      categoryLabel: flag.categoryLabel,
      reason: flag.reason,
      createdAt: flag.createdAt.toISOString(),
      reporter: { id: flag.reporterId, username: reporterUsername },
    });
  }
  return [...byComment.values()];
}

/**
 * Dismisses every pending report on a comment: it stays as it is, and the log says so.
 * Moderators reach the comments of hidden quips too; no one dismisses those of their own.
 */
export async function dismissCommentReports(
  ctx: AppContext,
  actor: SessionUser,
  commentId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ id: comments.id, authorId: comments.authorId, content: comments.content })
      .from(comments)
      .innerJoin(quips, eq(quips.id, comments.quipId))
      .where(reachableCommentSql(actor, commentId))
      .for("no key update", { of: comments });
    if (!comment) throw new AppError("NOT_FOUND", QUIP_MSG.comment.notFound);
    refuseOwn(actor, comment.authorId);
    const removed = await tx
      .delete(commentFlags)
      .where(and(eq(commentFlags.commentId, commentId), eq(commentFlags.status, "pending")))
      .returning({ id: commentFlags.id, reporterId: commentFlags.reporterId });
    const words = await closeWordFlags(tx, { commentId });
    if (removed.length + words === 0) {
      throw new AppError("NOT_FOUND", ADMIN_MSG.moderation.noPendingCommentReports);
    }
    await tellReporters(tx, now, actor.id, "comment", removed);
    await recordModeration(tx, now, {
      actor,
      action: "reports_dismissed",
      target: commentTarget(comment),
      detail: reportsText(removed.length + words),
    });
  });
}
