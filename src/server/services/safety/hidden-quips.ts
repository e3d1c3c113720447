import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "#server/db/database.ts";
import { flags, hiddenQuips } from "#server/db/schema/index.ts";
import type { SqlViewer } from "#server/services/anonymity.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/**
 * SQL: the quip is not hidden from this viewer. A quip reported by enough members is hidden
 * from everyone but administrators and its own author, who sees it as before: hiding it from
 * them would tell them they were reported, and by how many. Asked on the quip's id alone, so
 * it says nothing about who wrote any other quip; `quipId` is the column the statement picks
 * its quips by, and the lookup is by primary key in a table of a few rows. Statements do not
 * call it directly: they ask quips/quip-visibility.ts, where every path reads it (0133).
 */
export function notHiddenSql(viewer: SqlViewer, quipId: AnyPgColumn | SQL): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  const othersOnly = viewer ? sql` and ${hiddenQuips.authorId} <> ${viewer.id}` : sql``;
  return sql`not exists (select 1 from ${hiddenQuips} where ${hiddenQuips.quipId} = ${quipId}${othersOnly})`;
}

/**
 * A viewer who is a row of the statement rather than a value: their id (null for a visitor) and
 * whether they are an administrator, as read now. For statements that answer many viewers at
 * once (unread counts, the live stream's counts).
 */
export interface RowViewer {
  id: AnyPgColumn | SQL;
  isAdmin: AnyPgColumn | SQL;
}

/** SQL: the rule of `notHiddenSql`, for a viewer who is a row of the statement. */
export function notHiddenToRowSql(viewer: RowViewer, quipId: AnyPgColumn | SQL): SQL {
  return sql`(${viewer.isAdmin} or not exists (select 1 from ${hiddenQuips}
    where ${hiddenQuips.quipId} = ${quipId} and ${hiddenQuips.authorId} is distinct from ${viewer.id}))`;
}

/** A quip's reports awaiting review: one per member, so the number of members reporting it. */
export async function countPendingReports(db: Executor, quipId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(flags)
    .where(and(eq(flags.quipId, quipId), eq(flags.status, "pending")));
  return row?.n ?? 0;
}

export const reportsText = ADMIN_MSG.moderation.reports;

/**
 * Hides or shows one quip by its pending reports: hidden from `threshold` members' reports on.
 * Called in the transaction that changed its reports, with the quip's row locked, so two
 * reports filed at once are counted one after the other. One a moderator hid by hand stays
 * hidden whatever the count.
 */
export async function applyThreshold(
  db: Executor,
  quip: { id: string; authorId: string },
  threshold: number,
  now: Date,
): Promise<void> {
  if ((await countPendingReports(db, quip.id)) >= threshold) {
    await db
      .insert(hiddenQuips)
      .values({ quipId: quip.id, authorId: quip.authorId, hiddenAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(hiddenQuips)
      .where(and(eq(hiddenQuips.quipId, quip.id), isNull(hiddenQuips.heldAt)));
  }
}

/**
 * Every quip hidden or shown again under a new threshold, in the setting's own transaction;
 * those a moderator hid stay hidden.
 */
export async function applyThresholdToAll(
  db: Executor,
  threshold: number,
  now: Date,
): Promise<void> {
  const reported = sql`(select ${flags.quipId} from ${flags} where ${flags.status} = 'pending'
    group by ${flags.quipId} having count(*) >= ${threshold})`;
  await db.execute(sql`delete from ${hiddenQuips}
    where ${hiddenQuips.quipId} not in ${reported} and ${hiddenQuips.heldAt} is null`);
  await db.execute(sql`insert into ${hiddenQuips} (quip_id, author_id, hidden_at)
    select q.id, q.author_id, ${now.toISOString()}::timestamptz from quips q
    where q.id in ${reported}
    on conflict do nothing`);
}

/** Whether the quip is hidden now, for the Flags tab and the review queue. */
export function isHiddenSql(quipId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${hiddenQuips} where ${hiddenQuips.quipId} = ${quipId})`;
}

/** Whether a moderator hid the quip by hand, for the review queue. */
export function isHeldSql(quipId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${hiddenQuips}
    where ${hiddenQuips.quipId} = ${quipId} and ${hiddenQuips.heldAt} is not null)`;
}
