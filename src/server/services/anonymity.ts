import { eq, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { quips } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { isAnonymousAt, revealCutoff } from "#shared/rules/anonymity.ts";

export { isAnonymousAt, revealCutoff, revealTimeOf } from "#shared/rules/anonymity.ts";

/**
 * Who is asking: a member (perhaps an admin) or a visitor (null). A member's session also
 * carries their muted words, which mark what they read (decision 0107); absent, there are none.
 */
export type Viewer = { id: string; isAdmin: boolean; mutedWords?: readonly string[] } | null;

/**
 * A viewer in a statement built once: the member's id is a placeholder filled at each run
 * (`viewerId`); whether they are an admin is part of the statement's shape.
 */
export type SqlViewer = { id: string | Placeholder; isAdmin: boolean } | null;

/** The reveal cutoff in a statement built once, filled at each run with `revealCutoffValue`. */
export const REVEAL_CUTOFF = sql.placeholder("revealCutoff");

export function revealCutoffValue(now: Date): string {
  return revealCutoff(now).toISOString();
}

/** An instant to decide at: the request's own, or the placeholder of a statement built once. */
export type At = Date | typeof REVEAL_CUTOFF;

/** The one rule for who may see the author of a quip: anyone once revealed; before, the author and admins. */
export function canSeeAuthor(
  viewer: Viewer,
  authorId: string,
  createdAt: Date,
  now: Date,
): boolean {
  if (!isAnonymousAt(createdAt, now)) return true;
  return viewer !== null && (viewer.isAdmin || viewer.id === authorId);
}

/**
 * Whether an answer names the author. As `canSeeAuthor`, except that the author's own view of
 * their anonymous quip names nobody either: a screenshot of it never unmasks them, and they
 * see it exactly as others do (their own quips say so with `isOwn`).
 */
export function namesAuthor(viewer: Viewer, authorId: string, createdAt: Date, now: Date): boolean {
  if (!isAnonymousAt(createdAt, now)) return true;
  return viewer?.isAdmin === true && viewer.id !== authorId;
}

/*
 * The same rule for SQL. Every query that filters, counts or reveals by anonymity uses these,
 * so the boundary (exactly 48 hours old is revealed) is the same in both forms. `createdAt`
 * is a column, or an expression such as a temporary table's column in a bulk statement; each
 * fragment is parenthesised, so it composes with any operator around it.
 */
type CreatedAt = AnyPgColumn | SQL;

/** The cutoff typed in the statement itself: an expression, unlike a column, gives no type. */
function cutoffSql(now: At): SQL {
  return sql`${now instanceof Date ? revealCutoffValue(now) : now}::timestamptz`;
}

/** SQL: a quip created at `createdAt` is revealed at `now`. */
export function isRevealedSql(now: At, createdAt: CreatedAt = quips.createdAt): SQL {
  return sql`(${createdAt} <= ${cutoffSql(now)})`;
}

/** SQL: a quip created at `createdAt` is still anonymous at `now`. */
export function isAnonymousSql(now: At, createdAt: CreatedAt = quips.createdAt): SQL {
  return sql`(${createdAt} > ${cutoffSql(now)})`;
}

/** SQL: the viewer may see the quip's author (the rule of `canSeeAuthor`). */
export function authorVisibleSql(viewer: SqlViewer, now: At): SQL {
  if (viewer?.isAdmin) return sql`true`;
  const revealed = isRevealedSql(now);
  return viewer ? (or(revealed, eq(quips.authorId, viewer.id)) as SQL) : revealed;
}

/** SQL: the instant a quip shows its author to everyone. */
export function revealTimeSql(createdAt: CreatedAt = quips.createdAt): SQL {
  return sql`(${createdAt} + ${LIMITS.anonymityMs} * interval '1 millisecond')`;
}
