import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BuiltRun, renderedByShape } from "#server/db/built-once.ts";
import type { Executor } from "#server/db/database.ts";
import { bookmarks, quips } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { runToggle, type ToggleOutcome, toggleParts } from "#server/services/counts/toggle-row.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { quipExistsForSql } from "./quip-visibility";

export interface BookmarkInput {
  member: SessionUser;
  quipId: string;
  now: Date;
}

/** The statement's values, filled at each run (bookmarkRun). */
const QUIP_ID = sql.placeholder("quipId");
const MEMBER_ID = sql.placeholder("memberId");
const NOW = sql.placeholder("now");

/**
 * A bookmark saved or taken back, in one statement (toggleParts), rendered once for members
 * and once for administrators and planned once per connection (decision 0103). A quip hidden
 * from the member pending review is missing: neither saved nor taken back.
 */
const bookmarkQuery = renderedByShape((isAdmin: boolean) => {
  const toggle = toggleParts({
    rows: {
      table: bookmarks,
      target: bookmarks.quipId,
      owner: bookmarks.userId,
      createdAt: bookmarks.createdAt,
    },
    targetKey: quips.id,
    target: alias(quips, "target"),
    targetId: QUIP_ID,
    ownerId: MEMBER_ID,
    now: NOW,
    existsFor: quipExistsForSql({ id: MEMBER_ID, isAdmin }, quips.id),
  });
  return sql`with ${toggle.parts} select ${toggle.outcome}`;
});

/** The bookmark statement for `input`: its shape's text, with this run's values. */
export function bookmarkRun({ member, quipId, now }: BookmarkInput): BuiltRun {
  return {
    query: bookmarkQuery(member.isAdmin),
    values: { quipId, memberId: member.id, now: now.toISOString() },
  };
}

/** Runs the bookmark statement until it changes something (runToggle). */
export function runBookmark(db: Executor, input: BookmarkInput): Promise<ToggleOutcome> {
  return runToggle(db, bookmarkRun(input), { notFound: QUIP_MSG.notFound });
}
