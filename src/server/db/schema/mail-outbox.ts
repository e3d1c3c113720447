import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * A mail is `pending` until SMTP accepts it (`sent`), or `failed` once its attempts are spent;
 * a failed row stays for an operator to see (and to set back to pending once the cause is fixed).
 */
export const MAIL_STATUS = {
  pending: "pending",
  sent: "sent",
  failed: "failed",
} as const;

/**
 * Mail waiting to leave, written in the transaction of the change that causes it and sent by
 * the outbox sender. The row id is the message's Message-ID, so a resent mail is recognisable.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    replyToName: text("reply_to_name"),
    replyToAddress: text("reply_to_address"),
    subject: text("subject").notNull(),
    /** Emptied once sent: a reset link's secret stays in the database only until SMTP has it. */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    /**
     * A list's mail (a kind of notice, the digest) carries its one-click unsubscribe address
     * (RFC 8058): the mailer sends it as List-Unsubscribe with List-Unsubscribe-Post.
     */
    unsubscribeUrl: text("unsubscribe_url"),
    status: text("status").notNull().default(MAIL_STATUS.pending),
    /** Attempts begun, counted when claimed: a process that dies mid-send has used one. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** The lease of the process sending it; once past, the sender it belonged to is presumed dead. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Past this the mail is worthless (a reset link that has expired) and the row is deleted. */
    discardAfter: timestamp("discard_after", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
