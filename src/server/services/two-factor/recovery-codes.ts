import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { normalizeCode, TWO_FACTOR } from "../../../shared/rules/two-factor";
import type { Executor } from "../../db/database";
import { recoveryCodes } from "../../db/schema";

/**
 * Each code is 50 random bits, so a plain SHA-256 is enough to keep it (as with reset tokens):
 * no one can try enough guesses against a hash of that much chance, and a slow hash would only
 * slow down the member.
 */
const digest = (code: string) => createHash("sha256").update(normalizeCode(code)).digest("hex");

function newCode(): string {
  const { recoveryAlphabet: alphabet, recoveryGroupLength: group } = TWO_FACTOR;
  const chars = Array.from({ length: group * 2 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, group).join("")}-${chars.slice(group).join("")}`;
}

/** Ten new codes in place of the member's old ones, used or not; the codes are returned once. */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR.recoveryCodes) codes.add(newCode());
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: digest(code), createdAt: now })));
  return [...codes];
}

/** Spends one of the member's unused codes; false when it is not one. */
export async function spendRecoveryCode(
  db: Executor,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, digest(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
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
