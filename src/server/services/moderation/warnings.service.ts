import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import {
  comments,
  memberFlags,
  moderators,
  quips,
  users,
  warnings,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { warningEmail } from "#server/mail/warning-templates.ts";
import { notify } from "#server/services/activity/notify.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { reachableCommentSql } from "#server/services/comments/comment-rows.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { quipReachableSql } from "#server/services/quips/quip-visibility.ts";
import { LIMITS } from "#shared/limits.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type { GivenWarning, MemberWarnings, WarnInput } from "#shared/schemas/warnings.ts";
import { memberTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";
import { tellReporters } from "./report-closure";
import {
  appealDeadlineOf,
  citationOf,
  mailIfWanted,
  presentMemberWarning,
  warningsLink,
} from "./warning-rows";

const m = WARNINGS_MSG;

interface Citation {
  kind: "quip" | "comment";
  quipId: string;
  commentId: string | null;
  excerpt: string;
}

/**
 * The quip or comment a warning cites, checked against the member warned. While a quip is
 * anonymous, neither it nor its author's own comments on it ("anonymous (author)") can be cited,
 * whoever is named, with one refusal: the moderator named the member, and a refusal that told
 * "they wrote it" from "they did not" would unmask its author (decision 0158). Whether the
 * named member wrote it is asked only of text members already read under a name.
 */
async function citedBy(
  db: Executor,
  actor: SessionUser,
  memberId: string,
  input: WarnInput,
  now: Date,
): Promise<Citation | null> {
  if (input.quipId) {
    const [quip] = await db
      .select({
        id: quips.id,
        content: quips.content,
        authorId: quips.authorId,
        createdAt: quips.createdAt,
      })
      .from(quips)
      .where(and(eq(quips.id, input.quipId), quipReachableSql(actor, quips.id)));
    if (!quip) throw new AppError("NOT_FOUND", m.quipNotFound);
    if (isAnonymousAt(quip.createdAt, now)) throw new AppError("BAD_REQUEST", m.anonymousNotCited);
    if (quip.authorId !== memberId) throw new AppError("BAD_REQUEST", m.notTheirs);
    return { kind: "quip", quipId: quip.id, commentId: null, excerpt: cut(quip.content) };
  }
  if (input.commentId) {
    const [comment] = await db
      .select({
        id: comments.id,
        content: comments.content,
        authorId: comments.authorId,
        quipId: comments.quipId,
        quipAuthorId: quips.authorId,
        quipCreatedAt: quips.createdAt,
      })
      .from(comments)
      .innerJoin(quips, eq(quips.id, comments.quipId))
      .where(reachableCommentSql(actor, input.commentId));
    if (!comment) throw new AppError("NOT_FOUND", m.commentNotFound);
    const isAnonymousAuthors =
      comment.authorId === comment.quipAuthorId && isAnonymousAt(comment.quipCreatedAt, now);
    if (isAnonymousAuthors) throw new AppError("BAD_REQUEST", m.anonymousNotCited);
    if (comment.authorId !== memberId) throw new AppError("BAD_REQUEST", m.notTheirs);
    return {
      kind: "comment",
      quipId: comment.quipId,
      commentId: comment.id,
      excerpt: cut(comment.content),
    };
  }
  return null;
}

const cut = (text: string) => excerpt(text, LIMITS.warningExcerptChars);

/** The member warned, locked so their account is not deleted under the warning. */
async function lockedMember(db: Executor, memberId: string) {
  const [member] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      isBot: users.isBot,
      isModerator: sql<boolean>`exists (select 1 from ${moderators} where ${moderators.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for("key share", { of: users });
  if (!member) throw new AppError("NOT_FOUND", m.memberNotFound);
  return member;
}

/**
 * A moderator or administrator warns a member (decision 0158): never oneself, an administrator,
 * a moderator (their role is revoked first, as for a suspension) or QuipBot. One transaction
 * writes the warning, its log entry, the member's Activity notice and mail, and takes the
 * member's pending reports out of the queue, telling their reporters.
 */
export async function warnMember(
  ctx: AppContext,
  actor: SessionUser,
  memberId: string,
  input: WarnInput,
): Promise<GivenWarning> {
  refuseOwn(actor, memberId);
  const now = ctx.now();
  const given = await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    if (member.isBot) throw new AppError("BAD_REQUEST", m.cannotWarnQuipBot);
    if (member.isAdmin) throw new AppError("BAD_REQUEST", m.cannotWarnAdmin);
    if (member.isModerator) throw new AppError("BAD_REQUEST", m.cannotWarnModerator);
    const citation = await citedBy(tx, actor, memberId, input, now);
    const [row] = await tx
      .insert(warnings)
      .values({
        memberId,
        moderatorId: actor.id,
        moderatorUsername: actor.username,
        reason: input.reason,
        citedKind: citation?.kind ?? null,
        quipId: citation?.quipId ?? null,
        commentId: citation?.commentId ?? null,
        citedExcerpt: citation?.excerpt ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordModeration(tx, now, {
      actor,
      action: "member_warned",
      target: memberTarget(member),
      reason: input.reason,
      detail: citation ? `Citing their ${citation.kind}: “${excerpt(citation.excerpt, 80)}”` : null,
    });
    const reviewed = await tx
      .update(memberFlags)
      .set({ status: "reviewed" })
      .where(and(eq(memberFlags.memberId, memberId), eq(memberFlags.status, "pending")))
      .returning({ id: memberFlags.id, reporterId: memberFlags.reporterId });
    await tellReporters(tx, now, actor.id, "member", reviewed);
    await notify(tx, now, [
      {
        userId: memberId,
        type: "warning",
        data: { warningId: row.id },
        dedupeKey: `warning:${row.id}`,
      },
    ]);
    const mailed = await mailIfWanted(
      tx,
      member,
      warningEmail({
        username: member.username,
        reason: row.reason,
        citation,
        deadline: easternDateTimeText(appealDeadlineOf(now).toISOString()),
        link: warningsLink(ctx),
      }),
      now,
    );
    return { row, mailed };
  });
  ctx.live.notificationsChanged([memberId]);
  if (given.mailed) nudgeMailSender(ctx);
  const { row } = given;
  return {
    id: row.id,
    memberId: row.memberId,
    reason: row.reason,
    citation: citationOf(row),
    createdAt: row.createdAt.toISOString(),
    appealDeadline: appealDeadlineOf(row.createdAt).toISOString(),
  };
}

/**
 * The member's own warnings, newest first, with each appeal's state and deadline. Nobody else
 * reads them here: staff read a warning through its appeal in the queue.
 */
export async function listOwnWarnings(
  ctx: AppContext,
  member: SessionUser,
): Promise<MemberWarnings> {
  const rows = await ctx.db
    .select()
    .from(warnings)
    .where(eq(warnings.memberId, member.id))
    .orderBy(desc(warnings.createdAt), desc(warnings.id));
  const now = ctx.now();
  return { warnings: rows.map((row) => presentMemberWarning(row, now)) };
}
