import { and, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { dataExports, EXPORT_STATUS } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { retryPhrase } from "#server/rate-limit/rules.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_DATA_MSG } from "#shared/messages/account-data.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import type { ExportState } from "#shared/schemas/account-data.ts";
import { tokenDigest } from "./export-token";
import { nudgeExportPreparation } from "./prepare-exports";

type ExportRow = typeof dataExports.$inferSelect;

/**
 * A member asks for their data. One export is prepared at a time, and a member asks at most
 * once a day (a failed one may be asked again at once): the counter is the row itself, so it
 * holds across server processes and restarts. A new request replaces the previous export,
 * whose link stops working and whose file is removed.
 */
export async function requestExport(ctx: AppContext, member: SessionUser): Promise<ExportState> {
  const now = ctx.now();
  const replacedFile = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id))
      .for("update");
    if (current) refuseTooSoon(current, now);
    const fresh = {
      status: EXPORT_STATUS.preparing,
      requestedAt: now,
      attempts: 0,
      claimedUntil: null,
      lastError: null,
      tokenHash: null,
      storageKey: null,
      byteSize: null,
      readyAt: null,
      expiresAt: null,
    };
    await tx
      .insert(dataExports)
      .values({ userId: member.id, ...fresh })
      .onConflictDoUpdate({ target: dataExports.userId, set: fresh });
    return current?.storageKey ?? null;
  });
  if (replacedFile) await ctx.storage.delete(replacedFile).catch(() => {});
  nudgeExportPreparation(ctx);
  return getExportState(ctx, member);
}

function refuseTooSoon(current: ExportRow, now: Date): void {
  if (current.status === EXPORT_STATUS.preparing) {
    throw new AppError("CONFLICT", ACCOUNT_DATA_MSG.exportAlreadyPreparing);
  }
  const next = nextRequestAt(current);
  if (next && next > now) {
    const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `${ACCOUNT_DATA_MSG.exportOncePerDay} ${retryPhrase(seconds)}`,
      { retryAfterSeconds: seconds },
    );
  }
}

function nextRequestAt(row: ExportRow): Date | null {
  if (row.status === EXPORT_STATUS.failed) return null;
  return new Date(row.requestedAt.getTime() + LIMITS.dataExportEveryMs);
}

/** Ready only while its link works: past its day it reads expired before the job removes it. */
function isLive(row: ExportRow, now: Date): boolean {
  return row.status === EXPORT_STATUS.ready && row.expiresAt !== null && row.expiresAt > now;
}

/**
 * The member's latest export for the Account page. Given the mailed link's token, it also
 * says whether that link opens the export now; it is compared with their own export only.
 */
export async function getExportState(
  ctx: AppContext,
  member: SessionUser,
  token?: string,
): Promise<ExportState> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
  const link = token === undefined ? null : "invalid";
  if (!row) {
    return {
      status: "none",
      requestedAt: null,
      expiresAt: null,
      byteSize: null,
      nextRequestAt: null,
      link,
    };
  }
  const live = isLive(row, now);
  const next = nextRequestAt(row);
  const ended = row.status === EXPORT_STATUS.ready || row.status === EXPORT_STATUS.expired;
  return {
    status: live
      ? "ready"
      : ended
        ? "expired"
        : row.status === EXPORT_STATUS.failed
          ? "failed"
          : "preparing",
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: ended ? (row.expiresAt?.toISOString() ?? null) : null,
    byteSize: live ? row.byteSize : null,
    nextRequestAt: next && next > now ? next.toISOString() : null,
    link: link && live && row.tokenHash === tokenDigest(token ?? "") ? "valid" : link,
  };
}

/**
 * The file, for the member signed in who holds the mailed link: their session and their
 * mailbox both. A link of someone else's export, an old or expired one, or a made-up one is
 * refused alike.
 */
export async function openExportDownload(
  ctx: AppContext,
  member: SessionUser,
  token: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, member.id),
        eq(dataExports.tokenHash, tokenDigest(token)),
        eq(dataExports.status, EXPORT_STATUS.ready),
        gt(dataExports.expiresAt, ctx.now()),
      ),
    );
  const object = row?.storageKey ? await ctx.storage.get(row.storageKey) : null;
  if (!row?.readyAt || !object) throw new AppError("NOT_FOUND", ACCOUNT_DATA_MSG.exportLinkInvalid);
  return {
    bytes: object.bytes,
    fileName: `quip-data-${member.username}-${easternDate(row.readyAt)}.zip`,
  };
}

/**
 * Removes the files of exports whose week is over. Their rows stay, marked expired, so the
 * Account page can say so; the token goes with the file.
 */
export async function expireExports(ctx: AppContext): Promise<number> {
  const result = await ctx.db.execute(sql`
    with ended as (
      select user_id, storage_key from data_exports
      where status = ${EXPORT_STATUS.ready} and expires_at <= ${ctx.now().toISOString()}::timestamptz
      for update skip locked
    )
    update data_exports d
    set status = ${EXPORT_STATUS.expired}, token_hash = null, storage_key = null, byte_size = null
    from ended where d.user_id = ended.user_id
    returning ended.storage_key as key`);
  const keys = rowsOf<{ key: string | null }>(result).flatMap((row) => (row.key ? [row.key] : []));
  await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  return keys.length;
}
