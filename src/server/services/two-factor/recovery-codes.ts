import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { recoveryCodes } from "#server/db/schema/index.ts";
import { hashPassword, verifyPassword } from "#server/services/auth/passwords.ts";
import { normalizeCode, TWO_FACTOR } from "#shared/rules/two-factor.ts";

export interface NewRecoveryCodes {
  /** As the member is shown them, once. */
  codes: string[];
  /** What is kept: each code's argon2id hash, with its own salt. */
  hashes: string[];
}

function newCode(): string {
  const { recoveryAlphabet: alphabet, recoveryGroupLength: group } = TWO_FACTOR;
  const chars = Array.from({ length: group * 2 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, group).join("")}-${chars.slice(group).join("")}`;
}

/**
 * Ten new codes and their hashes. A code holds 50 random bits, short enough to type and far
 * too many to guess within the limits; stored, it is hashed as a password is (argon2id, salted),
 * so a copy of the table cannot be searched through for them. Hashed before any transaction
 * opens: the ten take about a tenth of a second.
 */
export async function makeRecoveryCodes(): Promise<NewRecoveryCodes> {
  const unique = new Set<string>();
  while (unique.size < TWO_FACTOR.recoveryCodes) unique.add(newCode());
  const codes = [...unique];
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeCode(code))));
  return { codes, hashes };
}

/** The member's codes, used or not, replaced by these (inside the caller's transaction). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/**
 * Which of the member's unused codes this is, if any: every one is checked, side by side,
 * whichever matches. No transaction is open meanwhile.
 */
export async function findRecoveryCode(
  db: Executor,
  userId: string,
  code: string,
): Promise<string | null> {
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const typed = normalizeCode(code);
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, typed)));
  return unused[matches.indexOf(true)]?.id ?? null;
}

/** Spends the code: of two simultaneous uses, only one gets true. */
export async function takeRecoveryCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
