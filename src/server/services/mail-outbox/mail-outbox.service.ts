import { and, asc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { type QueueCounts, queueCounts } from "#server/db/queue-depth.ts";
import { MAIL_STATUS, mailOutbox } from "#server/db/schema/index.ts";
import { rootMessage } from "#server/errors.ts";
import { type MailMessage, type OutgoingMail, SMTP_SEND_LIMIT_MS } from "#server/mail/mailer.ts";

/**
 * How long a sender holds a message it claimed. Well above the longest SMTP conversation, so
 * a live sender never loses its message to another; a dead one's message waits this long.
 */
export const MAIL_LEASE_MS = 5 * SMTP_SEND_LIMIT_MS;
/** Attempts before a message is marked failed: about four hours with the back-off below. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Long enough to answer "did that mail leave?", then the row goes. */
const SENT_KEPT_MS = 24 * 60 * 60_000;
/** Messages per run: a backlog drains over several runs instead of holding one for long. */
const MESSAGES_PER_RUN = 50;

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes a message into the outbox. Called inside the transaction of the change that causes
 * the mail, so the two are committed together or not at all; nothing is sent from here.
 * `discardAfter` is when the mail becomes worthless (a reset link's expiry): it is never sent
 * later than that, and its row is deleted then.
 */
export async function queueMail(
  db: Executor,
  message: MailMessage,
  options: { now: Date; discardAfter?: Date },
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      replyToName: message.replyTo?.name ?? null,
      replyToAddress: message.replyTo?.address ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      unsubscribeUrl: message.unsubscribeUrl ?? null,
      nextAttemptAt: options.now,
      discardAfter: options.discardAfter ?? null,
      createdAt: options.now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The outbox row was not written");
  return row.id;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the messages that are due, one at a time: claim (its own statement, committed, with a
 * lease), hand it to SMTP, then mark it sent. Any number of senders may run at once, in any
 * process: a claim skips rows another has locked or leased. A failure is recorded with its
 * retry time and ends the run, since the next message would most likely meet the same closed
 * door; the scheduler's next run, or the next nudge, carries on.
 */
export async function deliverDueMail(ctx: AppContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let i = 0; i < MESSAGES_PER_RUN; i++) {
    const row = await claimNextMail(ctx);
    if (!row) break;
    try {
      await ctx.mailer.send(outgoing(row));
    } catch (error) {
      ctx.metrics.mailDeliveries.inc({ outcome: "error" });
      await recordFailure(ctx, row, error);
      report.failed++;
      break;
    }
    ctx.metrics.mailDeliveries.inc({ outcome: "sent" });
    await markSent(ctx, row.id);
    report.sent++;
  }
  return report;
}

async function claimNextMail(ctx: AppContext): Promise<OutboxRow | undefined> {
  const now = ctx.now();
  const due = ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, MAIL_STATUS.pending),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
        or(isNull(mailOutbox.discardAfter), gt(mailOutbox.discardAfter, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + MAIL_LEASE_MS),
    })
    .where(eq(mailOutbox.id, due))
    .returning();
  return row;
}

function outgoing(row: OutboxRow): OutgoingMail {
  return {
    id: row.id,
    createdAt: row.createdAt,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody ?? "",
    html: row.htmlBody ?? "",
    ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}),
    ...(row.replyToAddress
      ? { replyTo: { name: row.replyToName ?? "", address: row.replyToAddress } }
      : {}),
  };
}

/**
 * Its own statement, after SMTP has accepted the message. The bodies go with it: a reset
 * link's secret is kept only until SMTP has it.
 */
async function markSent(ctx: AppContext, id: string): Promise<void> {
  await ctx.db
    .update(mailOutbox)
    .set({
      status: MAIL_STATUS.sent,
      sentAt: ctx.now(),
      claimedUntil: null,
      lastError: null,
      textBody: null,
      htmlBody: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Backs off from one minute, doubling up to an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
}

async function recordFailure(ctx: AppContext, row: OutboxRow, error: unknown): Promise<void> {
  const now = ctx.now();
  const exhausted = row.attempts >= MAIL_MAX_ATTEMPTS;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
  // Only while the claim is still this sender's: a sender that outlived its lease must not
  // undo what the one that took the message over has recorded.
  const recorded = await ctx.db
    .update(mailOutbox)
    .set({
      status: exhausted ? MAIL_STATUS.failed : MAIL_STATUS.pending,
      claimedUntil: null,
      nextAttemptAt,
      lastError: rootMessage(error).slice(0, 1000),
    })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.status, MAIL_STATUS.pending),
        eq(mailOutbox.attempts, row.attempts),
      ),
    )
    .returning({ id: mailOutbox.id });
  const what = `Mail ${row.id} ("${row.subject}")`;
  ctx.mailer.log.error(
    error,
    recorded.length === 0
      ? `${what} failed after its lease had run out; it is another sender's now`
      : exhausted
        ? `${what} failed ${row.attempts} times and is given up: its outbox row stays, marked failed`
        : `${what} failed (attempt ${row.attempts} of ${MAIL_MAX_ATTEMPTS}); next try after ${nextAttemptAt.toISOString()}`,
  );
}

/**
 * Deletes sent rows after a day and every row whose mail has become worthless (its reset link
 * expired), sent or not. An unsent one is logged: it was never delivered.
 */
export async function purgeMailOutbox(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const removed = await ctx.db
    .delete(mailOutbox)
    .where(
      or(
        lte(mailOutbox.discardAfter, now),
        and(
          eq(mailOutbox.status, MAIL_STATUS.sent),
          lt(mailOutbox.sentAt, new Date(now.getTime() - SENT_KEPT_MS)),
        ),
      ),
    )
    .returning({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
    });
  for (const row of removed) {
    if (row.status === MAIL_STATUS.sent) continue;
    ctx.mailer.log.error(
      new Error(`expired unsent after ${row.attempts} attempts`),
      `Mail ${row.id} ("${row.subject}") was never delivered and has expired; its row is deleted`,
    );
  }
  return removed.length;
}

/**
 * Starts the sender in the background once the current request has answered, so queued mail
 * leaves at once instead of at the scheduler's next run. Call it after the commit; it never
 * makes the caller wait, and a failure is only logged (the scheduler retries).
 */
export function nudgeMailSender(ctx: AppContext): void {
  ctx.background.nudge("mail", async () => {
    try {
      await deliverDueMail(ctx);
    } catch (error) {
      ctx.mailer.log.error(error, "Sending queued mail failed; the scheduled run will retry");
    }
    return undefined;
  });
}

/** The outbox's pending and failed mail, and when the oldest pending one was queued. */
export function mailOutboxCounts(ctx: ReadScope): Promise<QueueCounts> {
  return queueCounts(ctx.db, {
    table: mailOutbox,
    status: mailOutbox.status,
    createdAt: mailOutbox.createdAt,
  });
}
