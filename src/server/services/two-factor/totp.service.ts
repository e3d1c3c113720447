import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret } from "otpauth";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { totpSecrets, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { withCurrentPassword } from "#server/services/account/current-password.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import type {
  RecoveryCodesAnswer,
  TotpSetupAnswer,
  TotpStatus,
} from "#shared/schemas/two-factor.ts";
import {
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  makeRecoveryCodes,
  replaceRecoveryCodes,
} from "./recovery-codes";
import { open, seal } from "./secret-box";
import { queueSecurityNotice } from "./security-notice";
import { matchTotp, newTotpSecret, totpUri } from "./totp";

type TotpRow = typeof totpSecrets.$inferSelect;

export async function getTotpStatus(ctx: AppContext, userId: string): Promise<TotpStatus> {
  const [row] = await ctx.db
    .select({ enabledAt: totpSecrets.enabledAt })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
    .limit(1);
  return {
    enabled: Boolean(row),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row ? await countRecoveryCodesLeft(ctx.db, userId) : 0,
  };
}

/**
 * A new secret for the member to scan, pending until `enableTotp` sees a code from it. Starting
 * again replaces a pending secret; one that is on must be turned off first.
 */
export async function setupTotp(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
): Promise<TotpSetupAnswer> {
  await withCurrentPassword(ctx, userId, currentPassword);
  const secret = newTotpSecret();
  const sealed = seal(ctx.config.sessionSecret, secret);
  const now = ctx.now();
  const written = await ctx.db
    .insert(totpSecrets)
    .values({ userId, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: totpSecrets.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: now },
      setWhere: isNull(totpSecrets.enabledAt),
    })
    .returning({ userId: totpSecrets.userId });
  if (written.length === 0) throw new AppError("CONFLICT", m.alreadyOn);
  const [user] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return { secret, otpauthUrl: totpUri(secret, user?.username ?? "") };
}

/**
 * Turns the pending secret on once a code from it is right, with ten new recovery codes, in
 * one transaction. The code's step is kept, so it cannot also sign anyone in. The code is
 * checked before the codes are hashed, so a wrong one costs no hashing.
 */
export async function enableTotp(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<RecoveryCodesAnswer> {
  const now = ctx.now();
  const [pending] = await ctx.db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId));
  if (pending?.enabledAt) throw new AppError("CONFLICT", m.alreadyOn);
  if (!pending) throw new AppError("BAD_REQUEST", m.notSetUp);
  if (stepOf(ctx, pending, code, now) === null) {
    throw new AppError("BAD_REQUEST", m.setupCodeWrong);
  }
  const fresh = await makeRecoveryCodes();
  await ctx.db.transaction(async (db) => {
    const [row] = await db
      .select()
      .from(totpSecrets)
      .where(eq(totpSecrets.userId, userId))
      .for("update");
    if (row?.enabledAt) throw new AppError("CONFLICT", m.alreadyOn);
    if (!row) throw new AppError("BAD_REQUEST", m.notSetUp);
    const step = await takeTotpStep(ctx, db, row, code, now);
    if (step === null) throw new AppError("BAD_REQUEST", m.setupCodeWrong);
    await db.update(totpSecrets).set({ enabledAt: now }).where(eq(totpSecrets.userId, userId));
    await replaceRecoveryCodes(db, userId, fresh.hashes, now);
    await queueSecurityNotice(ctx, db, userId, "totpOn");
  });
  nudgeMailSender(ctx);
  return { recoveryCodes: fresh.codes };
}

export async function disableTotp(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
): Promise<TotpStatus> {
  await withCurrentPassword(ctx, userId, currentPassword);
  const wasOn = await ctx.db.transaction(async (db) => {
    const removed = await db
      .delete(totpSecrets)
      .where(eq(totpSecrets.userId, userId))
      .returning({ enabledAt: totpSecrets.enabledAt });
    await deleteRecoveryCodes(db, userId);
    const on = removed.some((row) => row.enabledAt !== null);
    if (on) await queueSecurityNotice(ctx, db, userId, "totpOff");
    return on;
  });
  if (!wasOn) throw new AppError("BAD_REQUEST", m.notOn);
  nudgeMailSender(ctx);
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
): Promise<RecoveryCodesAnswer> {
  await withCurrentPassword(ctx, userId, currentPassword);
  const fresh = await makeRecoveryCodes();
  await ctx.db.transaction(async (db) => {
    const [row] = await db
      .select({ enabledAt: totpSecrets.enabledAt })
      .from(totpSecrets)
      .where(eq(totpSecrets.userId, userId))
      .for("update");
    if (!row?.enabledAt) throw new AppError("BAD_REQUEST", m.notOn);
    await replaceRecoveryCodes(db, userId, fresh.hashes, ctx.now());
    await queueSecurityNotice(ctx, db, userId, "recoveryCodesReplaced");
  });
  nudgeMailSender(ctx);
  return { recoveryCodes: fresh.codes };
}

/** Whether a code from the member's app (TOTP on) is right now; spends its step when it is. */
export async function spendTotpCode(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
    .limit(1);
  if (!row) return false;
  return (await takeTotpStep(ctx, ctx.db, row, code, ctx.now())) !== null;
}

/**
 * The step of a right code, kept as the last one used; null for a wrong code, or for a right
 * one whose step (or a later one) was already used. The conditional update lets only one of two
 * simultaneous uses of a code through.
 */
async function takeTotpStep(
  ctx: AppContext,
  db: Executor,
  row: TotpRow,
  code: string,
  now: Date,
): Promise<number | null> {
  const step = stepOf(ctx, row, code, now);
  if (step === null) return null;
  const taken = await db
    .update(totpSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpSecrets.userId, row.userId),
        or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpSecrets.userId });
  return taken.length > 0 ? step : null;
}

/** The step a right code is for, from the row's sealed secret; null for a wrong code. */
function stepOf(ctx: AppContext, row: TotpRow, code: string, now: Date): number | null {
  const secret = open(ctx.config.sessionSecret, row.secret);
  if (secret === null) return null;
  return matchTotp({ secret: Secret.fromBase32(secret), code, at: now });
}
