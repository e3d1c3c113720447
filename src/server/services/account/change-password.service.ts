import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { passwordResets, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { passwordChangedEmail } from "#server/mail/account-templates.ts";
import { endSessionsForNewPassword } from "#server/services/auth/ended-sessions.ts";
import { assertUncommonPassword, hashPassword } from "#server/services/auth/passwords.ts";
import { forgetEndedSessions } from "#server/services/auth/sessions.service.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { endPendingSignInsOf } from "#server/services/two-factor/pending-sign-in.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import type { ChangePasswordInput } from "#shared/schemas/account.ts";
import { forgotPasswordLink } from "./account-links";
import { withCurrentPassword } from "./current-password";

/**
 * Sets a new password, with the current one. The new one follows sign-up's rules (the shared
 * schema has checked its length; the common-password list here, as at sign-up and reset).
 * One transaction sets the hash, retires unused reset links and unfinished sign-in steps, ends
 * every other session and
 * queues the mail that tells the member, with the way back if it was not them; the session
 * that made the change goes on.
 */
export async function changePassword(
  ctx: AppContext,
  member: { id: string; sid: string },
  input: ChangePasswordInput,
): Promise<void> {
  const row = await withCurrentPassword(ctx, member.id, input.currentPassword);
  if (input.newPassword === input.currentPassword) {
    throw new AppError("BAD_REQUEST", ACCOUNT_MSG.samePassword);
  }
  assertUncommonPassword(input.newPassword);
  // Hashed before the transaction: argon2 takes tens of milliseconds a connection need not wait.
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (db) => {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.id));
    // A second sign-in step begun with the old password must not finish with it.
    await endPendingSignInsOf(db, row.id);
    await db
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, row.id), eq(passwordResets.used, false)));
    const others = await endSessionsForNewPassword(db, row.id, member.sid);
    await queueMail(
      db,
      {
        to: row.email,
        ...passwordChangedEmail({ username: row.username, resetLink: forgotPasswordLink(ctx) }),
      },
      { now },
    );
    return others;
  });
  forgetEndedSessions(ctx, ended);
  nudgeMailSender(ctx);
}
