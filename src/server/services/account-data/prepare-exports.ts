import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { dataExports, EXPORT_STATUS, users } from "#server/db/schema/index.ts";
import { rootMessage } from "#server/errors.ts";
import { dataExportEmail } from "#server/mail/templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import { exportLink, tokenDigest } from "./export-token";
import { buildExportZip } from "./export-zip";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Well above the time a large member's export takes; a dead preparer's export waits this long. */
const EXPORT_LEASE_MS = 15 * 60_000;
const RETRY_AFTER_MS = 5 * 60_000;
/** Attempts before the export is marked failed and the member asked to try again. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Exports per run: each holds a member's whole data in memory while it is zipped. */
const EXPORTS_PER_RUN = 5;

type ExportRow = typeof dataExports.$inferSelect;

export interface PreparationReport {
  prepared: number;
  failed: number;
}

/**
 * Prepares the exports that are due, one at a time: claim (its own statement, with a lease),
 * read and zip the member's data outside any transaction, store the file, then one transaction
 * marks it ready and queues the mail with its link. Any number of preparers may run at once,
 * in any process: a claim skips rows another has locked or leased. When the row has changed
 * meanwhile (the account deleted, the export asked for again), the file is removed instead.
 */
export async function prepareDueExports(ctx: AppContext): Promise<PreparationReport> {
  const report: PreparationReport = { prepared: 0, failed: 0 };
  for (let i = 0; i < EXPORTS_PER_RUN; i++) {
    const claim = await claimNextExport(ctx);
    if (!claim) break;
    if (claim.attempts > EXPORT_MAX_ATTEMPTS) {
      // Its earlier preparers died holding it: that many tries are enough.
      await recordFailure(ctx, claim, "preparation did not finish");
      report.failed++;
      continue;
    }
    try {
      if (await prepareExport(ctx, claim)) report.prepared++;
    } catch (error) {
      await recordFailure(ctx, claim, rootMessage(error));
      report.failed++;
    }
  }
  return report;
}

async function claimNextExport(ctx: AppContext): Promise<ExportRow | undefined> {
  const now = ctx.now();
  const due = ctx.db
    .select({ userId: dataExports.userId })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, EXPORT_STATUS.preparing),
        or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now)),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await ctx.db
    .update(dataExports)
    .set({
      attempts: sql`${dataExports.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + EXPORT_LEASE_MS),
    })
    .where(eq(dataExports.userId, due))
    .returning();
  return row;
}

/** Only while the claim is still this preparer's: the same request, the same attempt. */
function stillClaimed(claim: ExportRow) {
  return and(
    eq(dataExports.userId, claim.userId),
    eq(dataExports.status, EXPORT_STATUS.preparing),
    eq(dataExports.requestedAt, claim.requestedAt),
    eq(dataExports.attempts, claim.attempts),
  );
}

async function prepareExport(ctx: AppContext, claim: ExportRow): Promise<boolean> {
  const zip = await buildExportZip(ctx, claim.userId);
  if (!zip) return false;
  const key = `exports/${randomBytes(24).toString("hex")}.zip`;
  await ctx.storage.put(key, Buffer.from(zip), "application/zip");
  let finished = false;
  try {
    finished = await finishExport(ctx, claim, key, zip.byteLength);
  } finally {
    if (!finished) await ctx.storage.delete(key);
  }
  if (finished) nudgeMailSender(ctx);
  return finished;
}

/**
 * Ready and mailed in one transaction: a link is never live without its mail queued, nor
 * mailed without being live. The mail carries the token itself (the row keeps its hash), so
 * its outbox row is discarded when the link expires, sent or not.
 */
async function finishExport(
  ctx: AppContext,
  claim: ExportRow,
  key: string,
  byteSize: number,
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LIMITS.dataExportValidDays * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({
        status: EXPORT_STATUS.ready,
        tokenHash: tokenDigest(token),
        storageKey: key,
        byteSize,
        readyAt: now,
        expiresAt,
        claimedUntil: null,
        lastError: null,
      })
      .where(stillClaimed(claim))
      .returning({ userId: dataExports.userId });
    if (!done) return false;
    const [member] = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, claim.userId));
    if (!member) return false;
    const mail = dataExportEmail({
      username: member.username,
      link: exportLink(ctx, token),
      expiresAt: easternDateTimeText(expiresAt.toISOString()),
    });
    await queueMail(tx, { to: member.email, ...mail }, { now, discardAfter: expiresAt });
    return true;
  });
}

async function recordFailure(ctx: AppContext, claim: ExportRow, message: string): Promise<void> {
  const exhausted = claim.attempts >= EXPORT_MAX_ATTEMPTS;
  await ctx.db
    .update(dataExports)
    .set({
      status: exhausted ? EXPORT_STATUS.failed : EXPORT_STATUS.preparing,
      claimedUntil: exhausted ? null : new Date(ctx.now().getTime() + RETRY_AFTER_MS),
      lastError: message.slice(0, 1000),
    })
    .where(stillClaimed(claim));
}

/**
 * Starts preparing in the background once the request has answered, so the link usually
 * arrives within seconds instead of at the scheduler's next run (the fallback, and the retry).
 * Call it after the commit; a failure is recorded on the export and retried by the job.
 */
export function nudgeExportPreparation(ctx: AppContext): void {
  ctx.background.nudge("exports", async () => {
    await prepareDueExports(ctx).catch(() => {
      // The claim's lease runs out and the scheduled job takes the export over.
    });
    return undefined;
  });
}
