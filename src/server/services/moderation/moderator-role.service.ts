import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderators, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";
import type { ModeratorAccount } from "#shared/schemas/moderation.ts";
import { memberTarget, recordModeration } from "./moderation-log.service";

const m = ADMIN_MSG.moderation;

/** The member, locked against a change of role or a deletion meanwhile, with their moderator row. */
async function lockedMember(tx: Executor, id: string) {
  const [member] = await tx
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isBot: users.isBot,
      suspensionReason: users.suspensionReason,
      suspendedUntil: users.suspendedUntil,
      isModerator: sql<boolean>`exists (select 1 from ${moderators} where ${moderators.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update", { of: users });
  if (!member) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
  return member;
}

/**
 * An administrator makes a member a moderator. Administrators moderate already (oneself
 * included), QuipBot cannot sign in, and a suspended member is refused until the suspension
 * is lifted, as for admin access. Granting twice is refused (409), so the log holds one entry
 * per change. The member's sessions are forgotten once it has committed: their next request
 * on this process carries the role, another process's within its cache's 5 seconds.
 */
export async function grantModerator(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const target = await lockedMember(tx, targetId);
    if (target.isBot) throw new AppError("BAD_REQUEST", m.quipBotNotModerator);
    if (target.isAdmin) throw new AppError("BAD_REQUEST", m.adminAlreadyModerates);
    if (isSuspendedAt(suspensionOf(target), now.getTime())) {
      throw new AppError("BAD_REQUEST", m.cannotGrantModeratorSuspended);
    }
    if (target.isModerator) throw new AppError("CONFLICT", m.alreadyModerator);
    await tx.insert(moderators).values({ userId: targetId, grantedBy: actor.id, createdAt: now });
    await recordModeration(tx, now, {
      actor,
      action: "moderator_granted",
      target: memberTarget(target),
    });
  });
  ctx.sessionCache.forgetMember(targetId);
}

/**
 * An administrator takes the role back. It takes effect at the moderator's next request on
 * this process, as a revoked administrator's does; on another within 5 seconds.
 */
export async function revokeModerator(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const target = await lockedMember(tx, targetId);
    if (!target.isModerator) throw new AppError("CONFLICT", m.notModerator);
    await tx.delete(moderators).where(eq(moderators.userId, targetId));
    await recordModeration(tx, now, {
      actor,
      action: "moderator_revoked",
      target: memberTarget(target),
    });
  });
  ctx.sessionCache.forgetMember(targetId);
}

/** Every moderator, most recently made first. */
export async function listModerators(ctx: AppContext): Promise<ModeratorAccount[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      since: moderators.createdAt,
    })
    .from(moderators)
    .innerJoin(users, eq(users.id, moderators.userId))
    .orderBy(desc(moderators.createdAt), users.username);
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}
