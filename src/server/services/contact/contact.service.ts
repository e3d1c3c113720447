import type { AppContext } from "#server/context.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import { contactEmail } from "#server/mail/templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";

/**
 * Keeps the message and, in the same transaction, queues its mail to CONTACT_TO (answering
 * goes straight to the sender). The mail leaves after the answer; a mail failure is retried
 * by the outbox sender without losing the message or making the visitor retry.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  const to = ctx.config.contactTo;
  const now = ctx.now();
  await ctx.db.transaction(async (db) => {
    await db.insert(contactMessages).values({ ...input, createdAt: now });
    if (to) {
      await queueMail(
        db,
        { to, replyTo: { name: input.name, address: input.email }, ...contactEmail(input) },
        { now },
      );
    }
  });
  if (to) nudgeMailSender(ctx);
}
