import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { accountApprovedEmail, accountDeclinedEmail } from "#server/mail/sign-up-templates.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import {
  memberTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { removeMember } from "#server/services/users/remove-member.ts";
import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { PendingMembersPage } from "#shared/schemas/sign-up.ts";

const m = SIGN_UP_MSG;

/** Those waiting, oldest first: the one who has waited longest is decided first. */
export async function listPendingMembers(ctx: AppContext): Promise<PendingMembersPage> {
  const waiting = eq(users.awaitingApproval, true);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(waiting);
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      createdAt: users.createdAt,
      joinReason: users.joinReason,
    })
    .from(users)
    .where(waiting)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(LIMITS.pendingMembersShown);
  return {
    members: rows.map(({ email, createdAt, ...row }) => ({
      ...row,
      emailDomain: email.slice(email.lastIndexOf("@") + 1),
      createdAt: createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
  };
}

/**
 * Lets a waiting member take part. In one transaction: the flag and their note cleared, the log
 * entry and the mail that tells them. Their sessions are read afresh on this process at once.
 */
export async function approveMember(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", m.memberNotFound);
    if (!target.awaitingApproval) throw new AppError("CONFLICT", m.notPending);
    await tx
      .update(users)
      .set({ awaitingApproval: false, joinReason: null, updatedAt: now })
      .where(and(eq(users.id, targetId), eq(users.awaitingApproval, true)));
    await recordModeration(tx, now, {
      actor,
      action: "member_approved",
      target: memberTarget(target),
    });
    const notice = accountApprovedEmail({
      username: target.username,
      link: `${ctx.config.publicUrl}/`,
    });
    await queueMail(tx, { to: target.email, ...notice }, { now });
  });
  ctx.sessionCache.forgetMember(targetId);
  nudgeMailSender(ctx);
}

/**
 * Turns a waiting member away: their account goes the one way every account goes
 * (`removeMember`: drafts, bookmarks, sessions, uploads, the name held back), logged in its
 * transaction. The removal drops mail to their address with the account, so the mail that
 * tells them is queued once it has committed.
 */
export async function declineMember(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  let told: { username: string; email: string } | undefined;
  await removeMember(ctx, targetId, async (tx, found) => {
    if (!found) throw new AppError("NOT_FOUND", m.memberNotFound);
    const [row] = await tx
      .select({ awaitingApproval: users.awaitingApproval })
      .from(users)
      .where(eq(users.id, targetId));
    if (!row?.awaitingApproval) throw new AppError("CONFLICT", m.notPending);
    await recordModeration(tx, ctx.now(), {
      actor,
      action: "member_declined",
      target: memberTarget(found),
    });
    told = { username: found.username, email: found.email };
    return found;
  });
  if (!told) return;
  const notice = accountDeclinedEmail({ username: told.username });
  await queueMail(ctx.db, { to: told.email, ...notice }, { now: ctx.now() });
  nudgeMailSender(ctx);
}
