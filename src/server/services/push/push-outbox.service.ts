import { createHash } from "node:crypto";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { type QueueCounts, queueCounts } from "#server/db/queue-depth.ts";
import { PUSH_STATUS, pushOutbox, pushSubscriptions } from "#server/db/schema/index.ts";
import { rootMessage } from "#server/errors.ts";
import { getPreferences } from "#server/services/notifications/preferences.service.ts";
import type { NoticeKind } from "#shared/rules/notice-kinds.ts";
import { quietHoursEnd } from "#shared/rules/quiet-hours.ts";
import { postPush } from "./deliver";
import { RefusedAddressError } from "./endpoint-guard";
import { findPushedNotice } from "./pushed-notice";
import { getVapidKeys } from "./vapid-keys";
import { encryptPayload, vapidAuthorization } from "./web-push-crypto";

/**
 * A push not sent within this long of its notice is dropped (the notice stays in Activity):
 * a reply from last night announced at noon is noise. Also the TTL the push service is given.
 */
export const PUSH_STALE_MS = 12 * 60 * 60_000;
/** Attempts before a push is given up: about two hours with the back-off below. */
export const PUSH_MAX_ATTEMPTS = 8;
const PUSH_LEASE_MS = 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 30 * 60_000;
/** A failed row is kept this long for an operator to read its error, then it goes. */
const FAILED_KEPT_MS = 7 * 24 * 60 * 60_000;
/**
 * Pushes one run claims at most: the topic of the day's fan-out (decision 0161) queues one per
 * subscriber at once, and a run that took them all would hold the site's next scheduled work
 * back; the rest go in the runs it asks for after it (`nudgePushSender`).
 */
const PUSHES_PER_RUN = 2_000;
/**
 * Pushes in flight at once in one run: enough that a slow push service does not make the
 * others wait, few enough to leave the database's pool and the event loop to requests.
 */
const PUSH_CONCURRENCY = 8;

/** What a member wants to hear of soon, against what can wait for a device's next wake-up (RFC 8030 §5.3). */
const URGENCY: Partial<Record<NoticeKind, string>> = {
  comments: "normal",
  mentions: "normal",
  follows: "normal",
};

type PushRow = typeof pushOutbox.$inferSelect;

export interface PushReport {
  sent: number;
  dropped: number;
  held: number;
  failed: number;
  /** The run stopped at its limit: more may be due. */
  more: boolean;
}

/**
 * Sends the pushes that are due, PUSH_CONCURRENCY at a time, each: claim (its own statement,
 * with a lease), decide (settings, quiet hours, staleness, what Activity shows), encrypt, POST.
 * Any number of senders may run at once, in any process. A push service's failure is recorded
 * with its retry time and the run goes on: push services are many and independent, unlike one
 * SMTP server.
 */
export async function deliverDuePushes(ctx: AppContext): Promise<PushReport> {
  const report: PushReport = { sent: 0, dropped: 0, held: 0, failed: 0, more: false };
  await ctx.db
    .delete(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, PUSH_STATUS.failed),
        lt(pushOutbox.createdAt, new Date(ctx.now().getTime() - FAILED_KEPT_MS)),
      ),
    );
  let claimed = 0;
  const work = async () => {
    while (claimed < PUSHES_PER_RUN) {
      claimed++;
      const row = await claimNextPush(ctx);
      if (!row) return;
      try {
        const outcome = await handle(ctx, row);
        ctx.metrics.pushDeliveries.inc({ outcome });
        report[outcome]++;
      } catch (error) {
        ctx.metrics.pushDeliveries.inc({ outcome: "error" });
        await recordFailure(ctx, row, error);
        report.failed++;
      }
    }
    report.more = true;
  };
  await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, work));
  return report;
}

async function claimNextPush(ctx: AppContext): Promise<PushRow | undefined> {
  const now = ctx.now();
  const due = ctx.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, PUSH_STATUS.pending),
        lte(pushOutbox.nextAttemptAt, now),
        or(isNull(pushOutbox.claimedUntil), lte(pushOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(pushOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await ctx.db
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + PUSH_LEASE_MS),
    })
    .where(eq(pushOutbox.id, due))
    .returning();
  return row;
}

async function handle(ctx: AppContext, row: PushRow): Promise<"sent" | "dropped" | "held"> {
  const now = ctx.now();
  const notice = await findPushedNotice(ctx, row);
  if (!notice) return drop(ctx, row);
  const { subscription, kind } = notice;
  const preferences = await getPreferences(ctx, subscription.userId);
  if (!kind || !preferences.kinds[kind].push) return drop(ctx, row);
  const age = now.getTime() - notice.at.getTime();
  if (age > PUSH_STALE_MS) return drop(ctx, row);
  const quietUntil = quietHoursEnd(now, preferences.quietHours, preferences.timeZone ?? "UTC");
  if (quietUntil) {
    await ctx.db
      .update(pushOutbox)
      .set({
        nextAttemptAt: quietUntil,
        attempts: sql`${pushOutbox.attempts} - 1`,
        claimedUntil: null,
      })
      .where(eq(pushOutbox.id, row.id));
    return "held";
  }
  const payload = await notice.word();
  if (!payload) return drop(ctx, row);
  const keys = await getVapidKeys(ctx);
  const endpoint = new URL(subscription.endpoint);
  const ttlSeconds = Math.max(0, Math.floor((PUSH_STALE_MS - age) / 1000));
  const answer = await postPush(ctx.config.push, {
    endpoint: subscription.endpoint,
    headers: {
      authorization: vapidAuthorization(keys, endpoint.origin, ctx.config.push.subject, now),
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: String(ttlSeconds),
      urgency: URGENCY[kind] ?? "low",
      // A newer push of the same thing replaces one the device has not fetched yet.
      topic: createHash("sha256").update(payload.tag).digest("base64url").slice(0, 32),
    },
    body: encryptPayload(subscription, Buffer.from(JSON.stringify(payload))),
  });
  if (answer.status >= 200 && answer.status < 300) return drop(ctx, row, "sent");
  if (answer.status === 404 || answer.status === 410) {
    // The browser unsubscribed, or the push service forgot it: it will never take another.
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return "dropped";
  }
  const retryable = answer.status === 429 || answer.status >= 500;
  throw new PushRefused(answer.status, retryable, answer.retryAfterSeconds);
}

async function drop<T extends "sent" | "dropped">(
  ctx: AppContext,
  row: PushRow,
  outcome: T = "dropped" as T,
): Promise<T> {
  await ctx.db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
  return outcome;
}

class PushRefused extends Error {
  constructor(
    readonly status: number,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`the push service answered ${status}`);
  }
}

function retryDelayMs(attempts: number, error: unknown): number {
  const asked = error instanceof PushRefused ? error.retryAfterSeconds : undefined;
  const backOff = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
  return asked !== undefined ? Math.max(backOff, asked * 1000) : backOff;
}

async function recordFailure(ctx: AppContext, row: PushRow, error: unknown): Promise<void> {
  if (error instanceof RefusedAddressError) {
    // A name that now leads inward is no push service of ours: the subscription goes.
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
    ctx.mailer.log.error(error, `Push subscription ${row.subscriptionId} dropped`);
    return;
  }
  const retryable = !(error instanceof PushRefused) || error.retryable;
  const exhausted = !retryable || row.attempts >= PUSH_MAX_ATTEMPTS;
  const nextAttemptAt = new Date(ctx.now().getTime() + retryDelayMs(row.attempts, error));
  await ctx.db
    .update(pushOutbox)
    .set({
      status: exhausted ? PUSH_STATUS.failed : PUSH_STATUS.pending,
      claimedUntil: null,
      nextAttemptAt,
      lastError: rootMessage(error).slice(0, 1000),
    })
    .where(and(eq(pushOutbox.id, row.id), eq(pushOutbox.attempts, row.attempts)));
  ctx.mailer.log.error(
    error,
    exhausted
      ? `Push ${row.id} given up after ${row.attempts} attempts: its row stays, marked failed`
      : `Push ${row.id} failed (attempt ${row.attempts} of ${PUSH_MAX_ATTEMPTS}); next try after ${nextAttemptAt.toISOString()}`,
  );
}

/**
 * Starts the sender in the background once the current request has answered, so a reply's
 * push leaves at once instead of at the scheduler's next run. Call it after the commit. Runs
 * follow one another while each stops at its limit, so a fan-out drains off the path of the
 * site's scheduled work.
 */
export function nudgePushSender(ctx: AppContext): void {
  ctx.background.nudge("push", async () => {
    try {
      return { again: (await deliverDuePushes(ctx)).more };
    } catch (error) {
      ctx.mailer.log.error(error, "Sending queued pushes failed; the scheduled run will retry");
      return undefined;
    }
  });
}

/** The pushes waiting or failed, and when the oldest waiting one was queued. */
export function pushQueueCounts(ctx: ReadScope): Promise<QueueCounts> {
  return queueCounts(ctx.db, {
    table: pushOutbox,
    status: pushOutbox.status,
    createdAt: pushOutbox.createdAt,
  });
}
