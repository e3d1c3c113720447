import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { pendingSignIns, webauthnChallenges } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

/** The table keeps the SHA-256 of the cookie's token: a leaked row completes no sign-in. */
export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface PendingSignIn {
  /** The cookie's token, the one way to this row. */
  token: string;
  userId: string;
}

/** After the right password: the second step's state, for five minutes. Returns its token. */
export async function beginPendingSignIn(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  await ctx.db.insert(pendingSignIns).values({
    id: tokenDigest(token),
    userId,
    expiresAt: new Date(now.getTime() + TWO_FACTOR.pendingSignInMs),
    createdAt: now,
  });
  return token;
}

/** The sign-in this browser started, still waiting; 401 once it has expired or was used. */
export async function findPendingSignIn(
  ctx: AppContext,
  token: string | undefined,
): Promise<PendingSignIn> {
  const [row] = token
    ? await ctx.db
        .select({ userId: pendingSignIns.userId })
        .from(pendingSignIns)
        .where(
          and(eq(pendingSignIns.id, tokenDigest(token)), gt(pendingSignIns.expiresAt, ctx.now())),
        )
        .limit(1)
    : [];
  if (!token || !row) throw new AppError("UNAUTHORIZED", m.signInExpired);
  return { token, userId: row.userId };
}

/**
 * Ends the pending sign-in so that a session may start: once, whichever of two simultaneous
 * second steps gets here first.
 */
export async function takePendingSignIn(ctx: AppContext, pending: PendingSignIn): Promise<void> {
  const taken = await ctx.db
    .delete(pendingSignIns)
    .where(
      and(
        eq(pendingSignIns.id, tokenDigest(pending.token)),
        eq(pendingSignIns.userId, pending.userId),
        gt(pendingSignIns.expiresAt, ctx.now()),
      ),
    )
    .returning({ id: pendingSignIns.id });
  if (taken.length === 0) throw new AppError("UNAUTHORIZED", m.signInExpired);
}

/**
 * Counts a wrong code. The fifth ends the pending sign-in: the password must be given again,
 * which has its own limits, so codes cannot be tried without end behind one right password.
 */
export async function countWrongCode(ctx: AppContext, pending: PendingSignIn): Promise<void> {
  const id = tokenDigest(pending.token);
  const [row] = await ctx.db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.id, id))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  if (row && row.failedAttempts >= TWO_FACTOR.pendingSignInAttempts) {
    await ctx.db.delete(pendingSignIns).where(eq(pendingSignIns.id, id));
    throw new AppError("UNAUTHORIZED", m.tooManyWrongCodes);
  }
}

/**
 * A new password voids every sign-in begun with the old one (inside the reset's transaction).
 */
export async function endPendingSignInsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/** Sign-in steps left unfinished serve nobody once expired. */
export async function purgeExpiredSignInSteps(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const pending = await ctx.db
    .delete(pendingSignIns)
    .where(lt(pendingSignIns.expiresAt, now))
    .returning({ id: pendingSignIns.id });
  const challenges = await ctx.db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, now))
    .returning({ id: webauthnChallenges.id });
  return pending.length + challenges.length;
}
