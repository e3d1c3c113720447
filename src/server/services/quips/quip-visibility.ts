import { and, type SQL } from "drizzle-orm";
import { quips } from "../../db/schema";
import { type At, REVEAL_CUTOFF, type SqlViewer } from "../anonymity";
import { notHiddenSql } from "../moderation/hidden-quips";
import { type QuipRef, quipShownSql } from "../muting";

/**
 * SQL: the viewer finds the quip, in a list or by its id: not hidden pending review (decision
 * 0105) and not muted away by them (0106); a visitor is spared only the hidden ones. Every read
 * of quips for a viewer asks this one condition, so no list forgets half of it. `now` is the
 * statement's reveal cutoff unless the statement is written for one run; `quip` the columns
 * the statement picks its quips by.
 */
export function quipVisibleSql(
  viewer: SqlViewer,
  now: At = REVEAL_CUTOFF,
  quip: QuipRef = quips,
): SQL | undefined {
  return and(
    notHiddenSql(viewer, quip.id),
    viewer ? quipShownSql(viewer.id, now, quip) : undefined,
  );
}
