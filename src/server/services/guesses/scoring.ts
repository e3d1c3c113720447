import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { quipGuesses, quips, userBadges } from "#server/db/schema/index.ts";
import type { Notification } from "#server/services/activity/notify.ts";
import { revealTimeSql } from "#server/services/anonymity.ts";
import { LIMITS } from "#shared/limits.ts";

/**
 * Scores the guesses at quips being revealed, in the reveal's own transaction (decision 0164):
 * each guess right or wrong, dated by its quip's reveal instant; each quip's totals; a Ghost
 * badge to each author many guessed at and nobody rightly. Answers the notices of the right
 * guessers, for the reveal to write with its own. The quips are the reveal's, locked by it.
 */
export async function scoreGuesses(
  db: Executor,
  quipIds: string[],
  now: Date,
): Promise<Notification[]> {
  if (quipIds.length === 0) return [];
  const g = quipGuesses;
  const right = await db
    .update(g)
    .set({
      correct: sql`${g.guessedId} = ${quips.authorId}`,
      scoredAt: revealTimeSql(),
    })
    .from(quips)
    .where(and(eq(quips.id, g.quipId), inArray(g.quipId, quipIds)))
    .returning({ quipId: g.quipId, guesserId: g.guesserId, correct: g.correct });
  const tallies = await db
    .update(quips)
    .set({
      guessTotal: sql`(select count(*) from ${g} where ${g.quipId} = ${quips.id})::int`,
      guessCorrect: sql`(select count(*) from ${g} where ${g.quipId} = ${quips.id} and ${g.correct})::int`,
    })
    .where(inArray(quips.id, quipIds))
    .returning({
      authorId: quips.authorId,
      total: quips.guessTotal,
      correct: quips.guessCorrect,
    });
  await awardGhosts(db, tallies, now);
  return right
    .filter((guess) => guess.correct)
    .map((guess) => ({
      userId: guess.guesserId,
      type: "guess_right",
      quipId: guess.quipId,
      dedupeKey: `guess:${guess.quipId}:${guess.guesserId}`,
    }));
}

/**
 * A Ghost for each quip at least LIMITS.ghostGuessersMin members guessed at and none rightly:
 * one guess per member and quip, so the total counts members. Awarded at the reveal, which
 * everyone sees, never before.
 */
async function awardGhosts(
  db: Executor,
  tallies: Array<{ authorId: string; total: number | null; correct: number | null }>,
  now: Date,
): Promise<void> {
  const ghosts = new Map<string, number>();
  for (const { authorId, total, correct } of tallies) {
    if ((total ?? 0) < LIMITS.ghostGuessersMin || correct !== 0) continue;
    ghosts.set(authorId, (ghosts.get(authorId) ?? 0) + 1);
  }
  for (const [userId, count] of ghosts)
    await addBadge(db, { userId, badgeType: "ghost", count, now });
}

/** Adds to a member's count of a badge that no competition earns (Sleuth, Ghost). */
export async function addBadge(
  db: Executor,
  badge: { userId: string; badgeType: "sleuth" | "ghost"; count: number; now: Date },
): Promise<void> {
  const { userId, badgeType, count, now } = badge;
  await db
    .insert(userBadges)
    .values({ userId, badgeType, count, competitionId: null, createdAt: now })
    .onConflictDoUpdate({
      target: [userBadges.userId, userBadges.badgeType],
      set: { count: sql`${userBadges.count} + ${count}` },
    });
}
