import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { emailChangeRequestedEmail } from "#server/mail/account-templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { assertEmailDomainAllowed } from "#server/services/sign-up/blocked-domains.service.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import type { ChangeEmailInput } from "#shared/schemas/account.ts";
import type { MessageAnswer } from "#shared/schemas/message.ts";
import { forgotPasswordLink } from "./account-links";
import { withCurrentPassword } from "./current-password";
import { issueConfirmation } from "./email-confirmations.service";

/**
 * Asks to move the account to another address, with the current password. The address changes
 * only when the link mailed to it is opened; the current address is told at once, with the way
 * back if it was not the member. Whether another account has the new address, the answer, the
 * pending change and the mail to the current address are the same (`issueConfirmation`). An
 * address on a blocked domain is refused before that (decision 0155).
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
  // Refused before `issueConfirmation` looks the address up: the same answer for any address.
  await assertEmailDomainAllowed(ctx.db, email);
  await ctx.db.transaction(async (db) => {
    await issueConfirmation(ctx, db, member, email, true);
    const notice = emailChangeRequestedEmail({
      username: member.username,
      newEmail: email,
      resetLink: forgotPasswordLink(ctx),
    });
    await queueMail(db, { to: member.email, ...notice }, { now: ctx.now() });
  });
  nudgeMailSender(ctx);
  return { message: ACCOUNT_MSG.emailChangeSent(email) };
}
