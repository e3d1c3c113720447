import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { findSessionUser } from "#server/services/auth/sessions.service.ts";

export interface MailRecipient {
  /** Who the mail's words are made for: their mutes, blocks and muted words apply. */
  member: SessionUser;
  email: string;
}

/**
 * A member as their mail reads the site: as their own requests would be served, except that an
 * administrator is read as any member. Activity names an anonymous author to an administrator;
 * a mail leaves the site, is kept, forwarded and read elsewhere, and names no one the 48 hours
 * still hide. Only a confirmed address is mailed: an unconfirmed one may be someone else's.
 */
export async function mailRecipient(
  ctx: AppContext,
  userId: string,
): Promise<MailRecipient | null> {
  const [row] = await ctx.db
    .select({ email: users.email, emailConfirmed: users.emailConfirmed, isBot: users.isBot })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.emailConfirmed || row.isBot) return null;
  const member = await findSessionUser(ctx.db, userId);
  return member && { member: { ...member, isAdmin: false }, email: row.email };
}
