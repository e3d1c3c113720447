import { and, eq, gt, lte } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { heldUsernames } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a deleted account's username from everyone for 30 days, in the deletion's own
 * transaction: the name is never free while its old owner's quips, mentions and links are
 * fresh in others' minds.
 */
export async function holdUsername(db: Executor, username: string, now: Date): Promise<void> {
  const heldUntil = new Date(now.getTime() + LIMITS.usernameHoldDays * DAY_MS);
  await db
    .insert(heldUsernames)
    .values({ usernameKey: username.toLowerCase(), heldUntil })
    .onConflictDoUpdate({ target: heldUsernames.usernameKey, set: { heldUntil } });
}

/**
 * Whether the name is held at `now`. Callers ask after finding no account with the name: a
 * deletion removes the account and holds its name in one commit, so one of the two is seen.
 */
export async function isUsernameHeld(db: Executor, username: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: heldUsernames.usernameKey })
    .from(heldUsernames)
    .where(
      and(eq(heldUsernames.usernameKey, username.toLowerCase()), gt(heldUsernames.heldUntil, now)),
    )
    .limit(1);
  return Boolean(row);
}

/** Holds past their day free nothing more (the check compares the time); the rows just go. */
export async function purgeExpiredHolds(ctx: AppContext): Promise<number> {
  const removed = await ctx.db
    .delete(heldUsernames)
    .where(lte(heldUsernames.heldUntil, ctx.now()))
    .returning({ key: heldUsernames.usernameKey });
  return removed.length;
}
