import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { PUSH_STATUS, pushOutbox, pushSubscriptions, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/index.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { nudgePushSender, pushQueueCounts } from "#server/services/push/index.ts";
import { SYSTEM_LIMITS } from "#shared/limits.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { QueuedPush, QueuedStatus, SystemPushes } from "#shared/schemas/system.ts";

type Actor = Pick<SessionUser, "id" | "username" | "isAdmin">;

const WAITING = [PUSH_STATUS.pending, PUSH_STATUS.failed];

const columns = {
  id: pushOutbox.id,
  status: pushOutbox.status,
  createdAt: pushOutbox.createdAt,
  activityId: pushOutbox.activityId,
  recipient: users.username,
  endpoint: pushSubscriptions.endpoint,
  attempts: pushOutbox.attempts,
  lastError: pushOutbox.lastError,
  nextAttemptAt: pushOutbox.nextAttemptAt,
  claimedUntil: pushOutbox.claimedUntil,
};

type PushRow = {
  id: string;
  status: string;
  createdAt: Date;
  activityId: string | null;
  recipient: string;
  endpoint: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
};

function present(row: PushRow): QueuedPush {
  return {
    id: row.id,
    status: row.status as QueuedStatus,
    createdAt: row.createdAt.toISOString(),
    kind: row.activityId ? "notice" : "topic",
    recipient: row.recipient,
    service: new URL(row.endpoint).host,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

const withRecipient = (db: Executor) =>
  db
    .select(columns)
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .innerJoin(users, eq(users.id, pushSubscriptions.userId));

/**
 * The push queue's counts, and its failed then pending pushes, oldest first. What a push
 * announces is not read: it is worded only when sent, from the recipient's Activity.
 */
export async function getSystemPushes(ctx: AppContext): Promise<SystemPushes> {
  const counts = await pushQueueCounts(ctx);
  const rows = await withRecipient(ctx.db)
    .where(inArray(pushOutbox.status, WAITING))
    .orderBy(
      sql`${pushOutbox.status} = ${PUSH_STATUS.failed} desc`,
      asc(pushOutbox.createdAt),
      asc(pushOutbox.id),
    )
    .limit(SYSTEM_LIMITS.queueShownMax);
  return {
    pending: counts.pending,
    failed: counts.failed,
    oldestPendingAt: counts.oldestPendingAt?.toISOString() ?? null,
    pushes: rows.map(present),
  };
}

/** The push's row, locked for the change; refused when it is gone (sent pushes are deleted). */
async function lockPush(tx: Executor, id: string): Promise<PushRow> {
  const [row] = await withRecipient(tx).where(eq(pushOutbox.id, id)).for("update", {
    of: pushOutbox,
  });
  if (!row) throw new AppError("NOT_FOUND", SYSTEM_MSG.pushNotFound);
  return row;
}

const pushTarget = (row: PushRow) =>
  ({ kind: "push", id: row.id, label: `Push to ${row.recipient}` }) as const;

/** Puts a failed push back in the queue, due now with its attempts counted afresh. */
export async function retryPush(ctx: AppContext, actor: Actor, id: string): Promise<QueuedPush> {
  const now = ctx.now();
  const retried = await ctx.db.transaction(async (tx) => {
    const row = await lockPush(tx, id);
    if (row.status !== PUSH_STATUS.failed) throw new AppError("CONFLICT", SYSTEM_MSG.pushPending);
    await tx
      .update(pushOutbox)
      .set({ status: PUSH_STATUS.pending, attempts: 0, nextAttemptAt: now, claimedUntil: null })
      .where(eq(pushOutbox.id, id));
    await recordModeration(tx, now, {
      actor,
      action: "push_retried",
      target: pushTarget(row),
      detail: `After ${row.attempts} attempts: ${row.lastError ?? "no error recorded"}`,
    });
    return { ...row, status: PUSH_STATUS.pending, attempts: 0, nextAttemptAt: now };
  });
  nudgePushSender(ctx);
  return present(retried);
}

/** Deletes a failed or pending push for good; refused while a sender holds it. */
export async function discardPush(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockPush(tx, id);
    if (row.status === PUSH_STATUS.pending && row.claimedUntil && row.claimedUntil > now) {
      throw new AppError("CONFLICT", SYSTEM_MSG.pushSending);
    }
    await tx.delete(pushOutbox).where(eq(pushOutbox.id, id));
    await recordModeration(tx, now, {
      actor,
      action: "push_discarded",
      target: pushTarget(row),
      detail: `${row.status}, after ${row.attempts} attempts`,
    });
  });
}
