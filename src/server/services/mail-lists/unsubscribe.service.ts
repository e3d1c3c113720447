import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { stopMail } from "#server/services/notifications/index.ts";
import { MAIL_LISTS_MSG } from "#shared/messages/mail-lists.ts";
import { mailListLabel } from "#shared/rules/mail-lists.ts";
import type { MailListAnswer } from "#shared/schemas/mail-lists.ts";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * Stops the list an unsubscribe link names, without signing in: the token is the authority.
 * The answer is made from the token alone, the same whether the member exists, had that mail
 * on, or unsubscribed before; a token this server did not sign is a 400.
 */
export async function unsubscribe(
  ctx: AppContext,
  token: string | undefined,
): Promise<MailListAnswer> {
  const named = token ? readUnsubscribeToken(ctx, token) : null;
  if (!named) throw new AppError("BAD_REQUEST", MAIL_LISTS_MSG.badToken);
  await stopMail(ctx, named.userId, named.list);
  return { list: named.list, label: mailListLabel(named.list) };
}
