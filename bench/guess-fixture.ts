import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { LIMITS } from "#shared/limits.ts";
import type { MemberQuipPair } from "./fixtures";
import { pairInTurn } from "./pairs";
import type { MemberSession } from "./sessions";

/**
 * Members guessing at anonymous quips of others (decision 0164), and the names they guess:
 * the quips' own authors, so some guesses are right, though the answer never says which.
 */
export interface GuessFixture {
  pairs: MemberQuipPair[];
  usernames: string[];
}

/**
 * A quip is guessed at only while it is anonymous; one this much younger than the reveal stays
 * so through any run (a whole run takes under an hour), so no guess meets the refusal of a
 * revealed quip, nor is scored by the reveal the mixed run's scheduled work may bring.
 */
const STILL_ANONYMOUS_FOR_MS = 6 * 60 * 60 * 1000;
const CANDIDATE_QUIPS = 1024;

/**
 * Anonymous quips young enough, in a hashed order so every run on a dataset picks the same,
 * paired with the members as the likes are: never a member's own quip.
 */
export async function pickGuesses(
  db: Executor,
  members: MemberSession[],
  now: Date,
): Promise<GuessFixture> {
  const youngest = new Date(now.getTime() - LIMITS.anonymityMs + STILL_ANONYMOUS_FOR_MS);
  const quips = rowsOf<{ id: string; author_id: string }>(
    await db.execute(sql`
      select id, author_id from quips
      where is_anonymous and created_at > ${youngest.toISOString()}::timestamptz
      order by md5(id::text || 'guesses') limit ${CANDIDATE_QUIPS}`),
  );
  const pairs = pairInTurn(members, quips);
  const authors = [...new Set(pairs.map((pair) => pair.authorId))];
  const usernames =
    authors.length === 0
      ? []
      : rowsOf<{ username: string }>(
          await db.execute(sql`
            select username from users where id in ${authors} order by username`),
        ).map((row) => row.username);
  return { pairs, usernames };
}
