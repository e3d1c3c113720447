import type { ContactInput } from "../../shared/schemas/contact";
import type { AppContext } from "../context";
import { contactMessages } from "../db/schema";
import { contactEmail } from "../mail/templates";

/**
 * Keeps the message, then mails it to CONTACT_TO (answering goes straight to the sender).
 * The row is the record: the mail leaves after the answer, and a mail failure is logged
 * without losing the message or making the visitor retry.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  await ctx.db.insert(contactMessages).values({ ...input, createdAt: ctx.now() });
  const to = ctx.config.contactTo;
  if (!to) return;
  ctx.mailer.sendLater({
    to,
    replyTo: { name: input.name, address: input.email },
    ...contactEmail(input),
  });
}
