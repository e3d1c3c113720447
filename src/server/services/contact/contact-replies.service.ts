import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { contactMessages, contactReplies } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { contactReplyEmail } from "#server/mail/contact-templates.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import type { ContactMessage, ContactReplyInput } from "#shared/schemas/contact.ts";
import { firstTime, presentContactMessage } from "./contact-inbox.service";

/**
 * An administrator answers a message: the answer is mailed to the address its sender gave,
 * from the site, through the outbox, and kept with who wrote it and when; the message counts
 * as read and answered. One transaction, the message's row locked, so the answer, its mail and
 * the message's state are committed together or not at all. A further answer is another mail
 * and another row. Any answer the sender writes back goes to CONTACT_TO when there is one.
 */
export async function replyToContactMessage(
  ctx: AppContext,
  actor: Pick<SessionUser, "id" | "username">,
  id: string,
  input: ContactReplyInput,
): Promise<ContactMessage> {
  const now = ctx.now();
  const contactTo = ctx.config.contactTo;
  const answer = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!message) throw new AppError("NOT_FOUND", CONTACT_INBOX_MSG.notFound);
    await tx.insert(contactReplies).values({
      messageId: id,
      adminId: actor.id,
      adminUsername: actor.username,
      text: input.text,
      createdAt: now,
    });
    await tx
      .update(contactMessages)
      .set({ answeredAt: now, readAt: firstTime(contactMessages.readAt, now) })
      .where(eq(contactMessages.id, id));
    const mail = contactReplyEmail({
      name: message.name,
      subject: message.subject,
      message: message.message,
      sentAt: message.createdAt,
      answer: input.text,
    });
    await queueMail(
      tx,
      {
        to: message.email,
        ...mail,
        ...(contactTo ? { replyTo: { name: "Quip", address: contactTo } } : {}),
      },
      { now },
    );
    return presentContactMessage(tx, id);
  });
  nudgeMailSender(ctx);
  return answer;
}
