import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { passkeys, totpSecrets, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { RateLimiter } from "#server/rate-limit/limiter.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { isTotpCode, normalizeCode } from "#shared/rules/two-factor.ts";
import type { SecondFactorKind } from "#shared/schemas/two-factor.ts";
import { countWrongCode, type PendingSignIn, takePendingSignIn } from "./pending-sign-in";
import { findRecoveryCode, takeRecoveryCode } from "./recovery-codes";
import { queueSecurityNotice } from "./security-notice";
import { spendTotpCode } from "./totp.service";

type UserRow = typeof users.$inferSelect;

/**
 * The ways a member can complete the second step, or none when they have not turned it on.
 * Two-factor authentication is on with an authenticator app (decision 0112); then a passkey
 * may stand in for the app's code (decision 0113). Passkeys alone ask nothing after a password.
 */
export async function secondFactorsOf(
  ctx: AppContext,
  userId: string,
): Promise<SecondFactorKind[]> {
  const [row] = await ctx.db
    .select({
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
    .limit(1);
  if (!row) return [];
  return row.passkeys > 0 ? ["totp", "passkey"] : ["totp"];
}

/** Whether signing in (or deleting the account) asks this member for a second factor. */
export async function hasSecondFactor(ctx: AppContext, userId: string): Promise<boolean> {
  return (await secondFactorsOf(ctx, userId)).length > 0;
}

/**
 * Whether `code` — six digits from the member's app, or one of their recovery codes — is right,
 * spending it when it is: an app's code is not accepted again, a recovery code never again, and
 * the member is mailed that a recovery code was used. Callers limit how often it is tried.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<boolean> {
  if (isTotpCode(code)) return spendTotpCode(ctx, userId, normalizeCode(code));
  if (!(await hasTotpOn(ctx, userId))) return false;
  const id = await findRecoveryCode(ctx.db, userId, code);
  if (!id) return false;
  const used = await ctx.db.transaction(async (db) => {
    if (!(await takeRecoveryCode(db, id, ctx.now()))) return false;
    await queueSecurityNotice(ctx, db, userId, "recoveryCodeUsed");
    return true;
  });
  if (used) nudgeMailSender(ctx);
  return used;
}

async function hasTotpOn(ctx: AppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: totpSecrets.userId })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * For a step that must be confirmed with the second factor when the member has one (deleting
 * the account): nothing to check without it; otherwise the code is counted against the same
 * limits as a sign-in's, per account and per address, and a missing or wrong one is refused
 * with 400 and a message to show.
 */
export async function assertSecondFactor(
  ctx: AppContext,
  limiter: RateLimiter,
  input: { userId: string; ip: string; code: string | undefined },
): Promise<void> {
  if (!(await hasSecondFactor(ctx, input.userId))) return;
  const code = input.code?.trim();
  if (!code) throw new AppError("BAD_REQUEST", m.codeRequired);
  await limiter.check("secondFactorPerIp", input.ip);
  await limiter.check("secondFactorPerAccount", input.userId);
  if (!(await verifySecondFactor(ctx, input.userId, code))) {
    throw new AppError("BAD_REQUEST", m.codeWrong);
  }
}

/**
 * The second step of a sign-in with a code: a wrong one counts against the pending sign-in, a
 * right one ends it. The caller then starts the member's session.
 */
export async function completeSignInWithCode(
  ctx: AppContext,
  pending: PendingSignIn,
  code: string,
): Promise<UserRow> {
  if (!(await verifySecondFactor(ctx, pending.userId, code))) {
    await countWrongCode(ctx, pending);
    throw new AppError("UNAUTHORIZED", m.codeWrong);
  }
  await takePendingSignIn(ctx, pending);
  return signingInMember(ctx, pending.userId);
}

/** The member a completed second step signs in; gone meanwhile, nobody is signed in. */
export async function signingInMember(ctx: AppContext, userId: string): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.isBot) throw new AppError("UNAUTHORIZED", m.signInExpired);
  return user;
}
