import { and, eq, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { quipGuesses, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousAt, type Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { GuessReceipt, GuessSummary } from "#shared/schemas/guesses.ts";
import { runGuess, runWithdrawal } from "./guess-statement";

/**
 * The member's guess at who wrote an anonymous quip (decision 0164), written or changed in one
 * statement (guess-statement.ts). Nobody hears of it, live or otherwise: the answer is the
 * guess as stored, whoever it names.
 */
export async function makeGuess(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
  username: string,
): Promise<GuessReceipt> {
  const guess = await runGuess(ctx.db, { member, quipId, username, now: ctx.now() });
  return { guess };
}

/** Takes the member's guess back while guessing is open; nothing happens when there is none. */
export function withdrawGuess(ctx: AppContext, member: SessionUser, quipId: string): Promise<void> {
  return runWithdrawal(ctx.db, { member, quipId, now: ctx.now() });
}

/**
 * A quip's guesses as the viewer may read them. Until the reveal: no count, to anyone, its
 * author and administrators included, and only the viewer's own guess, with no verdict; its
 * author has none, exactly as a member who did not guess. After it: the totals the reveal wrote
 * (or, until the reveal job has run, the same counts read from the guesses, which nobody can
 * change any more) and whether the viewer's guess was right.
 */
export async function readGuesses(
  ctx: ReadScope,
  viewer: Viewer,
  quipId: string,
): Promise<GuessSummary> {
  const now = ctx.now();
  const [quip] = await ctx.db
    .select({
      authorId: quips.authorId,
      createdAt: quips.createdAt,
      total: quips.guessTotal,
      correct: quips.guessCorrect,
    })
    .from(quips)
    .where(and(eq(quips.id, quipId), quipVisibleSql(viewer, now)));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  const mine =
    viewer && viewer.id !== quip.authorId ? await ownGuess(ctx, viewer.id, quipId) : undefined;
  if (isAnonymousAt(quip.createdAt, now)) {
    return {
      total: null,
      correct: null,
      mine: mine ? { username: mine.username, correct: null } : null,
    };
  }
  const isRight = (guess: { guessedId: string; correct: boolean | null }) =>
    guess.correct ?? guess.guessedId === quip.authorId;
  const tally =
    quip.total !== null && quip.correct !== null
      ? { total: quip.total, correct: quip.correct }
      : await countGuesses(ctx, quipId, quip.authorId);
  return {
    ...tally,
    mine: mine ? { username: mine.username, correct: isRight(mine) } : null,
  };
}

async function ownGuess(ctx: ReadScope, guesserId: string, quipId: string) {
  const [guess] = await ctx.db
    .select({
      username: users.username,
      guessedId: quipGuesses.guessedId,
      correct: quipGuesses.correct,
    })
    .from(quipGuesses)
    .innerJoin(users, eq(users.id, quipGuesses.guessedId))
    .where(and(eq(quipGuesses.quipId, quipId), eq(quipGuesses.guesserId, guesserId)));
  return guess;
}

/** A revealed quip's totals before the reveal job has written them. */
async function countGuesses(ctx: ReadScope, quipId: string, authorId: string) {
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${quipGuesses.guessedId} = ${authorId}))::int`,
    })
    .from(quipGuesses)
    .where(eq(quipGuesses.quipId, quipId));
  return { total: row?.total ?? 0, correct: row?.correct ?? 0 };
}
