import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { admins, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import {
  memberTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";

/**
 * The admins table and the users.is_admin flag always change together. A suspended member is
 * never made an administrator: administrators cannot be suspended, so the suspension is lifted
 * first. `by` is the administrator acting in the console, whose action the log records; the
 * command line, which makes the first administrator, has none.
 */
export async function setAdmin(
  ctx: AppContext,
  userId: string,
  isAdmin: boolean,
  by?: SessionUser,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        username: users.username,
        isBot: users.isBot,
        suspensionReason: users.suspensionReason,
        suspendedUntil: users.suspendedUntil,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    if (user.isBot) throw new AppError("BAD_REQUEST", "QuipBot cannot be an administrator");
    if (isAdmin && isSuspendedAt(suspensionOf(user), now.getTime())) {
      throw new AppError("BAD_REQUEST", ADMIN_MSG.moderation.cannotGrantSuspended);
    }
    if (isAdmin) {
      await tx.insert(admins).values({ userId, createdAt: now }).onConflictDoNothing();
    } else {
      await tx.delete(admins).where(eq(admins.userId, userId));
    }
    await tx.update(users).set({ isAdmin, updatedAt: now }).where(eq(users.id, userId));
    if (by) {
      await recordModeration(tx, now, {
        actor: by,
        action: isAdmin ? "admin_granted" : "admin_revoked",
        target: memberTarget(user),
      });
    }
  });
  // Another server process learns it when its cached session lapses, within seconds.
  ctx.sessionCache.forgetMember(userId);
}
