import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { contactMessages, users } from "#server/db/schema/index.ts";
import { contactNoticeEmail } from "#server/mail/contact-templates.ts";
import { contactEmail } from "#server/mail/templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";
import { inboxLink } from "./inbox-link";

/**
 * Keeps the message for the console's inbox and, in the same transaction, queues the mail that
 * brings it to a person: to CONTACT_TO when it is set (answering goes straight to the sender),
 * otherwise a notice to each administrator. The mail leaves after the answer; a mail failure
 * is retried by the outbox sender without losing the message or making the visitor retry.
 * `senderId` is the member signed in when it was sent, if any.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  senderId: string | null = null,
): Promise<void> {
  const to = ctx.config.contactTo;
  const now = ctx.now();
  const queued = await ctx.db.transaction(async (db) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...input, userId: senderId, createdAt: now })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message was not written");
    if (to) {
      await queueMail(
        db,
        { to, replyTo: { name: input.name, address: input.email }, ...contactEmail(input) },
        { now },
      );
      return 1;
    }
    const notice = contactNoticeEmail({ ...input, link: inboxLink(ctx, row.id) });
    const recipients = await administratorAddresses(db);
    for (const address of recipients) await queueMail(db, { to: address, ...notice }, { now });
    return recipients.length;
  });
  if (queued > 0) nudgeMailSender(ctx);
}

/**
 * Where the administrators read mail: confirmed addresses only, as a password reset is, since
 * the notice carries the sender's words and address.
 */
async function administratorAddresses(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isBot, false), eq(users.emailConfirmed, true)))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}
