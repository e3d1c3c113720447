import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { webauthnChallenges } from "#server/db/schema/index.ts";
import { tokenDigest } from "#server/services/two-factor/pending-sign-in.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

/** What a challenge was handed out for: it is accepted for nothing else. */
export type ChallengePurpose = "register" | "sign-in" | "second-factor";

/**
 * Keeps a challenge for the browser that asked (the returned token goes into its cookie), for
 * one purpose and two minutes. A browser holds one challenge at a time: its cookie names the
 * latest.
 */
export async function issueChallenge(
  ctx: AppContext,
  input: { purpose: ChallengePurpose; challenge: string; userId: string | null },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  await ctx.db.insert(webauthnChallenges).values({
    id: tokenDigest(token),
    purpose: input.purpose,
    challenge: input.challenge,
    userId: input.userId,
    expiresAt: new Date(now.getTime() + TWO_FACTOR.passkeyChallengeMs),
    createdAt: now,
  });
  return token;
}

/**
 * The browser's challenge for `purpose`, taken: whatever the answer's fate, it is never
 * accepted again. Null when the browser has none, it expired, or it was for something else.
 */
export async function takeChallenge(
  ctx: AppContext,
  token: string | undefined,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; userId: string | null } | null> {
  if (!token) return null;
  const [row] = await ctx.db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.id, tokenDigest(token)))
    .returning();
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= ctx.now().getTime()) {
    return null;
  }
  return { challenge: row.challenge, userId: row.userId };
}
