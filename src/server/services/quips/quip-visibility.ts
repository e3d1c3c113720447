import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { quips } from "#server/db/schema/index.ts";
import {
  type At,
  isRevealedSql,
  REVEAL_CUTOFF,
  type SqlViewer,
} from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { mayModerate } from "#server/services/moderation/moderators.ts";
import {
  notHiddenSql,
  notHiddenToRowSql,
  type RowViewer,
} from "#server/services/safety/hidden-quips.ts";
import { type QuipRef, quipShownSql } from "#server/services/safety/muting.ts";

/*
 * Whether a viewer finds a quip, in one place (decision 0133). A quip hidden pending review
 * (0105) does not exist for anyone but its author and administrators: every statement that
 * names a quip for a viewer asks one of the conditions below, so a hidden quip answers, to
 * everyone else, word for word as a missing one does, on every path, and a new path that
 * reads or acts on a quip by its id starts from here.
 */

/**
 * SQL: the quip exists for the viewer: it is not hidden from them pending review. What they do
 * to a quip by its id asks this (like, save, comment, report, hide its author, edit, delete),
 * as do their notices about it. Their own mutes are left out on purpose: they take a quip out
 * of the member's lists and pages, not out of reach, so "show it again" still finds it.
 */
export function quipExistsForSql(viewer: SqlViewer, quipId: AnyPgColumn | SQL = quips.id): SQL {
  // Every quip exists for administrators: they review the hidden ones.
  return notHiddenSql(viewer, quipId) ?? sql`true`;
}

/**
 * SQL: the quip is within the actor's reach to change or remove by its id. Moderators reach
 * every quip, hidden ones included, since they review them (decision 0152); anyone else reaches
 * what exists for them. It says nothing of authors: moderators still read quips as members do.
 */
export function quipReachableSql(actor: SessionUser, quipId: AnyPgColumn | SQL = quips.id): SQL {
  return mayModerate(actor) ? sql`true` : quipExistsForSql(actor, quipId);
}

/** SQL: `quipExistsForSql` for a viewer who is a row of the statement (many viewers at once). */
export function quipExistsForRowSql(viewer: RowViewer, quipId: AnyPgColumn | SQL): SQL {
  return notHiddenToRowSql(viewer, quipId);
}

/**
 * SQL: the viewer finds the quip, in a list or by its id: it exists for them, and they have not
 * muted it away (decision 0106); a visitor is spared only the hidden ones. Every read of quips
 * for a viewer asks this one condition, so no list forgets half of it. `now` is the
 * statement's reveal cutoff unless the statement is written for one run; `quip` the columns
 * the statement picks its quips by.
 */
export function quipVisibleSql(
  viewer: SqlViewer,
  now: At = REVEAL_CUTOFF,
  quip: QuipRef = quips,
): SQL | undefined {
  return and(
    quipExistsForSql(viewer, quip.id),
    viewer ? quipShownSql(viewer.id, now, quip) : undefined,
  );
}

/**
 * SQL: the quip counts for its author in what everyone reads of them: their profile's numbers
 * as another member sees them, and Who to follow. Revealed (an anonymous quip counted there
 * would point at its author) and existing for a visitor, so a hidden quip leaves both at once
 * and comes back to both at once.
 */
export function countsForAuthorSql(now: At, quip: QuipRef = quips): SQL {
  return and(isRevealedSql(now, quip.createdAt), quipExistsForSql(null, quip.id)) as SQL;
}
