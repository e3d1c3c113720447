import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { memberFlags, moderators, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { isSuspendedAt, suspensionEndText } from "#shared/rules/suspension.ts";
import type { SuspendInput } from "#shared/schemas/moderation.ts";
import { memberTarget, recordModeration } from "./moderation-log.service";
import { tellReporters } from "./report-closure";

const m = ADMIN_MSG.moderation;

/**
 * Suspends a member until an instant or indefinitely, or replaces their suspension; moderators
 * and administrators may. Never oneself, an administrator or a moderator (their role is revoked
 * first, a decision of its own that the log shows, so no one silences a peer in one step) or
 * QuipBot. It takes a member, never "the author of a quip": a moderator suspends only whom they
 * can already name (decision 0152). The member's pending reports leave the queue as reviewed,
 * their reporters told (decision 0158). This process forgets the member's sessions once it has
 * committed; another sees the suspension within its session cache's 5 seconds.
 */
export async function suspendMember(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
  input: SuspendInput,
): Promise<void> {
  if (targetId === actor.id) throw new AppError("BAD_REQUEST", m.cannotSuspendSelf);
  const now = ctx.now();
  const until = input.until === null ? null : new Date(input.until);
  if (until && until.getTime() <= now.getTime()) throw new AppError("BAD_REQUEST", m.untilPast);
  await ctx.db.transaction(async (tx) => {
    const target = await lockedMember(tx, targetId);
    if (target.isBot) throw new AppError("BAD_REQUEST", m.cannotSuspendQuipBot);
    if (target.isAdmin) throw new AppError("BAD_REQUEST", m.cannotSuspendAdmin);
    if (target.isModerator) throw new AppError("BAD_REQUEST", m.cannotSuspendModerator);
    await tx
      .update(users)
      .set({ suspensionReason: input.reason, suspendedUntil: until, updatedAt: now })
      .where(eq(users.id, targetId));
    await recordModeration(tx, now, {
      actor,
      action: "member_suspended",
      target: memberTarget(target),
      reason: input.reason,
      detail: until ? `Until ${suspensionEndText(until.toISOString())}` : "Indefinitely",
    });
    const reviewed = await tx
      .update(memberFlags)
      .set({ status: "reviewed" })
      .where(and(eq(memberFlags.memberId, targetId), eq(memberFlags.status, "pending")))
      .returning({ id: memberFlags.id, reporterId: memberFlags.reporterId });
    await tellReporters(tx, now, actor.id, "member", reviewed);
  });
  ctx.sessionCache.forgetMember(targetId);
}

/** Ends a member's suspension now; one that has already ended is refused, and not logged. */
export async function liftSuspension(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const target = await lockedMember(tx, targetId);
    const suspension = suspensionOf(target);
    if (!isSuspendedAt(suspension, now.getTime())) {
      throw new AppError("CONFLICT", m.notSuspended);
    }
    await tx
      .update(users)
      .set({ suspensionReason: null, suspendedUntil: null, updatedAt: now })
      .where(eq(users.id, targetId));
    await recordModeration(tx, now, {
      actor,
      action: "suspension_lifted",
      target: memberTarget(target),
      detail: suspension.until
        ? `Was until ${suspensionEndText(suspension.until)}`
        : "Was indefinite",
    });
  });
  ctx.sessionCache.forgetMember(targetId);
}

async function lockedMember(tx: Executor, id: string) {
  const [target] = await tx
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isBot: users.isBot,
      isModerator: sql<boolean>`exists (select 1 from ${moderators} where ${moderators.userId} = ${users.id})`,
      suspensionReason: users.suspensionReason,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update", { of: users });
  if (!target) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
  return target;
}
