import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ADMIN_MSG } from "../../../shared/admin-messages";
import type { AdminFlag } from "../../../shared/schemas/admin";
import type { AppContext } from "../../context";
import { flags, quips, users } from "../../db/schema";
import { AppError } from "../../errors";
import { isAnonymousAt } from "../anonymity";

const reporters = alias(users, "reporter");
const authors = alias(users, "author");

/**
 * Pending reports, newest first, with the reporter and the quip. Administrators may see who
 * wrote an anonymous quip (DECISIONS.md), so the author is always included here.
 */
export async function listPendingFlags(ctx: AppContext): Promise<AdminFlag[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      flag: flags,
      reporterUsername: reporters.username,
      quip: { id: quips.id, content: quips.content, createdAt: quips.createdAt },
      author: { id: authors.id, username: authors.username },
    })
    .from(flags)
    .innerJoin(reporters, eq(reporters.id, flags.reporterId))
    .innerJoin(quips, eq(quips.id, flags.quipId))
    .innerJoin(authors, eq(authors.id, quips.authorId))
    .where(eq(flags.status, "pending"))
    .orderBy(desc(flags.createdAt), desc(flags.id));
  return rows.map(({ flag, reporterUsername, quip, author }) => ({
    id: flag.id,
    category: flag.category,
    categoryLabel: flag.categoryLabel,
    reason: flag.reason,
    linkedQuipId: flag.linkedQuipId,
    createdAt: flag.createdAt.toISOString(),
    reporter: { id: flag.reporterId, username: reporterUsername },
    quip: {
      id: quip.id,
      content: quip.content,
      createdAt: quip.createdAt.toISOString(),
      isAnonymous: isAnonymousAt(quip.createdAt, now),
      author,
    },
  }));
}

/** Dismissing a report deletes it (DECISIONS.md); the quip stays. */
export async function dismissFlag(ctx: AppContext, flagId: string): Promise<void> {
  const removed = await ctx.db
    .delete(flags)
    .where(eq(flags.id, flagId))
    .returning({ id: flags.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", ADMIN_MSG.flagNotFound);
}
