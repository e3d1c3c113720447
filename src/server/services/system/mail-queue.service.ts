import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { MAIL_STATUS, mailOutbox } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/index.ts";
import { mailOutboxCounts, nudgeMailSender } from "#server/services/mail-outbox/index.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { SYSTEM_LIMITS } from "#shared/limits.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { QueuedMail, QueuedStatus, SystemMail } from "#shared/schemas/system.ts";

type Actor = Pick<SessionUser, "id" | "username" | "isAdmin">;
type MailRow = typeof mailOutbox.$inferSelect;

const WAITING = [MAIL_STATUS.pending, MAIL_STATUS.failed];

function present(row: MailRow): QueuedMail {
  return {
    id: row.id,
    status: row.status as QueuedStatus,
    createdAt: row.createdAt.toISOString(),
    subject: row.subject,
    recipient: row.recipient,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** The outbox's counts, and its failed then pending mails, oldest first; never a body. */
export async function getSystemMail(ctx: AppContext): Promise<SystemMail> {
  const counts = await mailOutboxCounts(ctx);
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, WAITING))
    .orderBy(
      sql`${mailOutbox.status} = ${MAIL_STATUS.failed} desc`,
      asc(mailOutbox.createdAt),
      asc(mailOutbox.id),
    )
    .limit(SYSTEM_LIMITS.queueShownMax);
  return {
    pending: counts.pending,
    failed: counts.failed,
    oldestPendingAt: counts.oldestPendingAt?.toISOString() ?? null,
    mails: rows.map(present),
  };
}

/** The mail's row, locked for the change; refused when it is gone or already sent. */
async function lockMail(tx: Executor, id: string): Promise<MailRow> {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", SYSTEM_MSG.mailNotFound);
  if (row.status === MAIL_STATUS.sent) throw new AppError("CONFLICT", SYSTEM_MSG.mailSent);
  return row;
}

const mailTarget = (row: MailRow) => ({ kind: "mail", id: row.id, label: row.subject }) as const;

/**
 * Puts a failed mail back in the queue, due now with its attempts counted afresh, once its
 * cause is fixed; the sender is nudged once committed. A pending mail is refused: it is
 * retried already, and resetting its count under a sender's lease would undo that sender's record.
 */
export async function retryMail(ctx: AppContext, actor: Actor, id: string): Promise<QueuedMail> {
  const now = ctx.now();
  const retried = await ctx.db.transaction(async (tx) => {
    const row = await lockMail(tx, id);
    if (row.status !== MAIL_STATUS.failed) throw new AppError("CONFLICT", SYSTEM_MSG.mailPending);
    const [changed] = await tx
      .update(mailOutbox)
      .set({ status: MAIL_STATUS.pending, attempts: 0, nextAttemptAt: now, claimedUntil: null })
      .where(eq(mailOutbox.id, id))
      .returning();
    await recordModeration(tx, now, {
      actor,
      action: "mail_retried",
      target: mailTarget(row),
      detail: `To ${row.recipient}, after ${row.attempts} attempts: ${row.lastError ?? "no error recorded"}`,
    });
    return changed as MailRow;
  });
  nudgeMailSender(ctx);
  return present(retried);
}

/**
 * Deletes a failed or pending mail for good. Refused while a sender holds it: the mail may be
 * on its way already, and deleting it would only lose the record of whether it left.
 */
export async function discardMail(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockMail(tx, id);
    if (row.status === MAIL_STATUS.pending && row.claimedUntil && row.claimedUntil > now) {
      throw new AppError("CONFLICT", SYSTEM_MSG.mailSending);
    }
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, id));
    await recordModeration(tx, now, {
      actor,
      action: "mail_discarded",
      target: mailTarget(row),
      detail: `To ${row.recipient}, ${row.status}, after ${row.attempts} attempts`,
    });
  });
}
