import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { flags, hiddenQuips, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { applyThreshold, isHiddenSql, reportsText } from "#server/services/safety/hidden-quips.ts";
import { getAutoHideThreshold } from "#server/services/settings/settings.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { AdminFlag } from "#shared/schemas/admin.ts";
import type { FlaggedQuip } from "#shared/schemas/moderation.ts";
import { recordAuthorViews } from "./author-views.service";
import { quipTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";
import { tellReporters } from "./report-closure";
import { closeWordFlags } from "./watched-words.service";

const reporters = alias(users, "reporter");
const authors = alias(users, "author");

/** Every pending report with its reporter, its quip and (administrators may see it) the author. */
async function pendingReports(ctx: AppContext) {
  return ctx.db
    .select({
      flag: flags,
      reporterUsername: reporters.username,
      quip: {
        id: quips.id,
        content: quips.content,
        punchline: quips.punchline,
        createdAt: quips.createdAt,
      },
      author: { id: authors.id, username: authors.username },
      isHidden: isHiddenSql(quips.id),
    })
    .from(flags)
    .innerJoin(reporters, eq(reporters.id, flags.reporterId))
    .innerJoin(quips, eq(quips.id, flags.quipId))
    .innerJoin(authors, eq(authors.id, quips.authorId))
    .where(eq(flags.status, "pending"))
    .orderBy(desc(flags.createdAt), desc(flags.id));
}

type ReportRow = Awaited<ReturnType<typeof pendingReports>>[number];

/** The quips of these rows, as the log names those whose anonymous author was shown. */
const shownQuips = (rows: ReportRow[]) => rows.map(({ quip }) => quip);

/** A reported quip as administrators read it: whole, punchline open, and who wrote it. */
const reportedQuip = ({ quip, author }: ReportRow, now: Date): FlaggedQuip["quip"] => ({
  id: quip.id,
  content: quip.content,
  punchline: quip.punchline,
  createdAt: quip.createdAt.toISOString(),
  isAnonymous: isAnonymousAt(quip.createdAt, now),
  author,
});

/**
 * Pending reports, newest first, with the reporter and the quip. Administrators may see who
 * wrote an anonymous quip (DECISIONS.md), so the author is always included here, and the log
 * records each anonymous author shown (decision 0152).
 */
export async function listPendingFlags(ctx: AppContext, admin: SessionUser): Promise<AdminFlag[]> {
  const now = ctx.now();
  const rows = await pendingReports(ctx);
  await recordAuthorViews(ctx, admin, shownQuips(rows));
  return rows.map((row) => ({
    id: row.flag.id,
    category: row.flag.category,
    categoryLabel: row.flag.categoryLabel,
    reason: row.flag.reason,
    linkedQuipId: row.flag.linkedQuipId,
    createdAt: row.flag.createdAt.toISOString(),
    reporter: { id: row.flag.reporterId, username: row.reporterUsername },
    quip: reportedQuip(row, now),
  }));
}

/**
 * The reported quips, one row each with its reports together: hidden ones first (they wait
 * for a decision while nobody can read them), then by their latest report, newest first. The
 * log records each anonymous author shown.
 */
export async function listFlaggedQuips(
  ctx: AppContext,
  admin: SessionUser,
): Promise<FlaggedQuip[]> {
  const now = ctx.now();
  const byQuip = new Map<string, FlaggedQuip>();
  const reports = await pendingReports(ctx);
  await recordAuthorViews(ctx, admin, shownQuips(reports));
  for (const report of reports) {
    const { flag, reporterUsername, quip, isHidden } = report;
    let row = byQuip.get(quip.id);
    if (!row) {
      row = {
        quip: reportedQuip(report, now),
        isHidden: Boolean(isHidden),
        reportCount: 0,
        // Reports arrive newest first: the first one seen is the latest.
        latestAt: flag.createdAt.toISOString(),
        categories: [],
        reports: [],
      };
      byQuip.set(quip.id, row);
    }
    row.reportCount += 1;
    const category = row.categories.find((c) => c.key === flag.category);
    if (category) category.count += 1;
    else row.categories.push({ key: flag.category, label: flag.categoryLabel, count: 1 });
    row.reports.push({
      id: flag.id,
      category: flag.category,
      categoryLabel: flag.categoryLabel,
      reason: flag.reason,
      linkedQuipId: flag.linkedQuipId,
      createdAt: flag.createdAt.toISOString(),
      reporter: { id: flag.reporterId, username: reporterUsername },
    });
  }
  const rows = [...byQuip.values()];
  // The most reported kind first.
  for (const row of rows) {
    row.categories.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
  return rows.sort(
    (a, b) => Number(b.isHidden) - Number(a.isHidden) || b.latestAt.localeCompare(a.latestAt),
  );
}

/** The quip's row, locked against reports filed meanwhile. */
async function lockedQuip(tx: Executor, quipId: string) {
  const [quip] = await tx
    .select({ id: quips.id, content: quips.content, authorId: quips.authorId })
    .from(quips)
    .where(eq(quips.id, quipId))
    .for("no key update");
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return quip;
}

/**
 * Dismissing a report deletes it (DECISIONS.md); the quip stays, and is shown again if the
 * reports left are under the auto-hide threshold.
 */
export async function dismissFlag(
  ctx: AppContext,
  actor: SessionUser,
  flagId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [flag] = await tx
      .select({ quipId: flags.quipId })
      .from(flags)
      .where(eq(flags.id, flagId));
    if (!flag) throw new AppError("NOT_FOUND", ADMIN_MSG.flagNotFound);
    const quip = await lockedQuip(tx, flag.quipId);
    refuseOwn(actor, quip.authorId);
    const removed = await tx
      .delete(flags)
      .where(eq(flags.id, flagId))
      .returning({ id: flags.id, reporterId: flags.reporterId });
    if (removed.length === 0) throw new AppError("NOT_FOUND", ADMIN_MSG.flagNotFound);
    await tellReporters(tx, now, actor.id, "quip", removed);
    await applyThreshold(tx, quip, await getAutoHideThreshold(ctx, tx), now);
    await recordModeration(tx, now, {
      actor,
      action: "reports_dismissed",
      target: quipTarget(quip),
      detail: reportsText(1),
    });
  });
  await ctx.sharedCache?.invalidate();
}

/**
 * Dismisses every pending report on a quip at once, which shows it again to everyone, held by
 * a moderator or not. Its author may not: no one dismisses the reports of their own work.
 */
export async function dismissQuipReports(
  ctx: AppContext,
  actor: SessionUser,
  quipId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const quip = await lockedQuip(tx, quipId);
    const removed = await tx
      .delete(flags)
      .where(and(eq(flags.quipId, quipId), eq(flags.status, "pending")))
      .returning({ id: flags.id, reporterId: flags.reporterId });
    const words = await closeWordFlags(tx, { quipId });
    if (removed.length + words === 0)
      throw new AppError("NOT_FOUND", ADMIN_MSG.moderation.noPendingReports);
    refuseOwn(actor, quip.authorId);
    await tellReporters(tx, now, actor.id, "quip", removed);
    await tx.delete(hiddenQuips).where(eq(hiddenQuips.quipId, quipId));
    await recordModeration(tx, now, {
      actor,
      action: "reports_dismissed",
      target: quipTarget(quip),
      detail: reportsText(removed.length + words),
    });
  });
  await ctx.sharedCache?.invalidate();
}
