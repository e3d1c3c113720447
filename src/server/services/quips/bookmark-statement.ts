import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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

/**
 * A bookmark saved or taken back, in one statement (toggleParts), planned once per connection
 * (decision 0103). A quip hidden from the member pending review is missing: neither saved nor
 * taken back.
 */
export function bookmarkStatement({ member, quipId, now }: BookmarkInput) {
  const toggle = toggleParts({
    rows: {
      table: bookmarks,
      target: bookmarks.quipId,
      owner: bookmarks.userId,
      createdAt: bookmarks.createdAt,
    },
    targetKey: quips.id,
    target: alias(quips, "target"),
    targetId: quipId,
    ownerId: member.id,
    now,
    existsFor: quipExistsForSql(member, quips.id),
  });
  return sql`with ${toggle.parts} select ${toggle.outcome}`;
}

/** Runs the bookmark statement until it changes something (runToggle). */
export function runBookmark(db: Executor, input: BookmarkInput): Promise<ToggleOutcome> {
  return runToggle(db, bookmarkStatement(input), { notFound: QUIP_MSG.notFound });
}
