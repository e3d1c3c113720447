import { sql } from "drizzle-orm";
import { ACCOUNT_MSG } from "../../../shared/account-messages";
import type { ChangeEmailInput } from "../../../shared/schemas/account";
import type { MessageAnswer } from "../../../shared/schemas/message";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { emailAlreadyUsedEmail, emailChangeRequestedEmail } from "../../mail/account-templates";
import { nudgeMailSender, queueMail } from "../mail-outbox.service";
import { forgotPasswordLink } from "./account-links";
import { withCurrentPassword } from "./current-password";
import { issueConfirmation, retireConfirmations } from "./email-confirmations.service";

/**
 * Asks to move the account to another address, with the current password. The address changes
 * only when the link mailed to it is opened; the current address is told at once. Whether
 * another account has the new address, the answer and the mail to the current address are the
 * same: the form tells nobody which addresses have accounts. The new address then gets either
 * the link or, when it has an account, a note saying someone tried and nothing changed. A
 * newer request retires the older link either way.
 */
export async function requestEmailChange(
  ctx: AppContext,
  memberId: string,
  input: ChangeEmailInput,
): Promise<MessageAnswer> {
  const member = await withCurrentPassword(ctx, memberId, input.currentPassword);
  const { email } = input;
  if (email === member.email.toLowerCase()) {
    throw new AppError("BAD_REQUEST", ACCOUNT_MSG.emailSame);
  }
  const now = ctx.now();
  const resetLink = forgotPasswordLink(ctx);
  await ctx.db.transaction(async (db) => {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (owner) {
      await retireConfirmations(db, member.id, now);
      await queueMail(db, { to: email, ...emailAlreadyUsedEmail({ resetLink }) }, { now });
    } else {
      await issueConfirmation(ctx, db, member, email, true);
    }
    await queueMail(
      db,
      {
        to: member.email,
        ...emailChangeRequestedEmail({ username: member.username, newEmail: email, resetLink }),
      },
      { now },
    );
  });
  nudgeMailSender(ctx);
  return { message: ACCOUNT_MSG.emailChangeSent(email) };
}
