import { z } from "zod";
import { MAIL_LISTS_MSG } from "#shared/messages/mail-lists.ts";
import { MAIL_LISTS } from "#shared/rules/mail-lists.ts";

/**
 * An unsubscribe link's token: the member and the list, signed by the server. Its shape is
 * checked here; its signature by the server, with the same refusal.
 */
const Token = z
  .string({ error: MAIL_LISTS_MSG.badToken })
  .regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z]{1,32}\.[A-Za-z0-9_-]{22}$/, MAIL_LISTS_MSG.badToken);

export const UnsubscribeQuery = z.object({ token: Token.optional() });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** The link a browser opens (a mail client without one-click): passed on to the page as it is. */
export const UnsubscribeLinkQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The page's call sends `{token}` as JSON. A mail client's one-click (RFC 8058) posts the form
 * `List-Unsubscribe=One-Click` to the link itself, the token in its query.
 */
export const UnsubscribeInput = z.object({
  token: Token.optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInput>;

/** What a token stops: told from the token alone, never from the account it names. */
export const MailListAnswer = z.object({ list: z.enum(MAIL_LISTS), label: z.string() });
export type MailListAnswer = z.infer<typeof MailListAnswer>;
