import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { passwordResets, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { endSessionsForNewPassword } from "#server/services/auth/ended-sessions.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { endPendingSignInsOf } from "#server/services/two-factor/pending-sign-in.ts";

/**
 * A password set from the command line (`npm run admin -- password`), for a member who cannot
 * change it in the app: an administrator whose demo password stops a production start, or a
 * password lost. Like a reset, one transaction sets the hash, retires unused reset links and
 * unfinished sign-in steps and ends every session, so whoever knew the old one is signed out.
 */
export async function setPasswordFromCommandLine(
  ctx: AppContext,
  userId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (db) => {
    const updated = await db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.isBot, false)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("BAD_REQUEST", "QuipBot cannot sign in");
    await db
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, userId), eq(passwordResets.used, false)));
    await endSessionsForNewPassword(db, userId);
    await endPendingSignInsOf(db, userId);
  });
  ctx.sessionCache.forgetMember(userId);
  ctx.live.memberSessionsEnded(userId);
}
