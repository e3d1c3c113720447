import { type SQL, sql } from "drizzle-orm";
import { type BuiltRun, executeBuilt, renderedByShape } from "#server/db/built-once.ts";
import { columnName } from "#server/db/column-name.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { quipGuesses, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousSql, REVEAL_CUTOFF, revealCutoffValue } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";

/** The statements' values, filled at each run. */
const QUIP_ID = sql.placeholder("quipId");
const MEMBER_ID = sql.placeholder("memberId");
const USERNAME = sql.placeholder("username");
const NOW = sql.placeholder("now");

const target = sql.identifier("target");
const g = quipGuesses;

/**
 * The quip guessed at, as the member finds it (hidden pending review, or hidden by them with its
 * author: not found), key-share locked like a row's foreign key would. The reveal takes its quips
 * FOR UPDATE and skips those locked: a guess written meanwhile waits for no reveal, and one
 * arriving during a reveal waits for it, then finds the quip revealed. So every guess a reveal
 * does not score is refused, and none is written after the scores.
 */
function targetPart(isAdmin: boolean): SQL {
  const viewer = { id: MEMBER_ID, isAdmin };
  return sql`${target} as (
    select ${quips.id} as id, ${quips.authorId} = ${MEMBER_ID}::uuid as own,
      ${quips.isAnonymous} and ${isAnonymousSql(REVEAL_CUTOFF)} as open
    from ${quips}
    where ${quips.id} = ${QUIP_ID}::uuid and ${quipVisibleSql(viewer)}
    for key share of ${quips}
  )`;
}

/** Whether a guess may be written or withdrawn: the quip found, still anonymous, not one's own. */
const mayGuess = sql`exists (select 1 from ${target} where open and not own)`;

/**
 * A guess, in one statement, rendered once for members and once for administrators (who find
 * hidden quips) and planned once per connection (decision 0103). It never compares the guess
 * with the quip's author: a right and a wrong guess are the same statement, the same rows and
 * the same answer. Any member's username is taken, the author's as anyone's; a second guess
 * replaces the first.
 */
const guessQuery = renderedByShape(
  (isAdmin: boolean) => sql`with ${targetPart(isAdmin)},
    guessed as (
      select ${users.id} as id, ${users.username} as username from ${users}
      where lower(${users.username}) = lower(${USERNAME})
    ),
    saved as (
      insert into ${g} (${columnName(g.quipId)}, ${columnName(g.guesserId)}, ${columnName(g.guessedId)},
        ${columnName(g.createdAt)}, ${columnName(g.updatedAt)})
      select ${QUIP_ID}::uuid, ${MEMBER_ID}::uuid, guessed.id, ${NOW}::timestamptz, ${NOW}::timestamptz
      from guessed where ${mayGuess}
      on conflict (${columnName(g.quipId)}, ${columnName(g.guesserId)}) do update
        set ${columnName(g.guessedId)} = excluded.${columnName(g.guessedId)},
          ${columnName(g.updatedAt)} = excluded.${columnName(g.updatedAt)}
      returning 1
    )
    select exists (select 1 from ${target}) as found,
      coalesce((select own from ${target}), false) as own,
      coalesce((select open from ${target}), false) as open,
      (select username from guessed) as username`,
);

/** A withdrawal, in one statement as the guess: the member's own row, while guessing is open. */
const withdrawQuery = renderedByShape(
  (isAdmin: boolean) => sql`with ${targetPart(isAdmin)},
    removed as (
      delete from ${g}
      where ${columnName(g.quipId)} = ${QUIP_ID}::uuid and ${columnName(g.guesserId)} = ${MEMBER_ID}::uuid
        and ${mayGuess}
      returning 1
    )
    select exists (select 1 from ${target}) as found,
      coalesce((select own from ${target}), false) as own,
      coalesce((select open from ${target}), false) as open`,
);

interface Outcome {
  found: boolean;
  own: boolean;
  open: boolean;
}

export interface GuessInputs {
  member: SessionUser;
  quipId: string;
  now: Date;
}

function values({ member, quipId, now }: GuessInputs) {
  return {
    quipId,
    memberId: member.id,
    now: now.toISOString(),
    revealCutoff: revealCutoffValue(now),
  };
}

/**
 * The refusals, in one order for everyone: a quip the member does not find, their own (its author
 * knows already), a revealed one. None depends on who wrote the quip but for its own author.
 */
function refuse(outcome: Outcome): void {
  if (!outcome.found) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  if (outcome.own) throw new AppError("FORBIDDEN", GUESS_MSG.ownQuip);
  if (!outcome.open) throw new AppError("CONFLICT", GUESS_MSG.closed);
}

export function guessRun(input: GuessInputs & { username: string }): BuiltRun {
  return {
    query: guessQuery(input.member.isAdmin),
    values: { ...values(input), username: input.username },
  };
}

/** Writes the member's guess; answers the guessed member's username as stored. */
export async function runGuess(
  db: Executor,
  input: GuessInputs & { username: string },
): Promise<string> {
  const [row] = rowsOf<Outcome & { username: string | null }>(
    await executeBuilt(db, guessRun(input)),
  );
  if (!row) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  refuse(row);
  if (row.username === null) throw new AppError("NOT_FOUND", GUESS_MSG.unknownMember);
  return row.username;
}

/** Withdraws the member's guess, if they made one. */
export async function runWithdrawal(db: Executor, input: GuessInputs): Promise<void> {
  const [row] = rowsOf<Outcome>(
    await executeBuilt(db, { query: withdrawQuery(input.member.isAdmin), values: values(input) }),
  );
  if (!row) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  refuse(row);
}
