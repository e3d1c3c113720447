import { count, min, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ReadScope } from "#server/context.ts";
import type { QueueDepth } from "#server/metrics/metrics.ts";

/** The columns the mail outbox and the push queue share. */
interface QueueTable {
  table: PgTable;
  status: PgColumn;
  createdAt: PgColumn;
}

/** A queue's pending and failed items, and the age of its oldest pending one, in one statement. */
export async function queueDepth(ctx: ReadScope, queue: QueueTable): Promise<QueueDepth> {
  const [row] = await ctx.db
    .select({
      pending: count(sql`case when ${queue.status} = 'pending' then 1 end`),
      failed: count(sql`case when ${queue.status} = 'failed' then 1 end`),
      oldestPending: min(
        sql<Date>`case when ${queue.status} = 'pending' then ${queue.createdAt} end`,
      ),
    })
    .from(queue.table);
  const oldest = row?.oldestPending ? new Date(row.oldestPending).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (ctx.now().getTime() - oldest) / 1000),
  };
}
