import { count, min, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./database";

/** The columns the mail outbox and the push queue share. */
interface QueueTable {
  table: PgTable;
  status: PgColumn;
  createdAt: PgColumn;
}

export interface QueueCounts {
  pending: number;
  failed: number;
  /** When the oldest pending item was queued; null when none waits. */
  oldestPendingAt: Date | null;
}

/** A queue's pending and failed items, and its oldest pending one's age, in one statement. */
export async function queueCounts(db: Executor, queue: QueueTable): Promise<QueueCounts> {
  const [row] = await db
    .select({
      pending: count(sql`case when ${queue.status} = 'pending' then 1 end`),
      failed: count(sql`case when ${queue.status} = 'failed' then 1 end`),
      oldestPending: min(
        sql<Date>`case when ${queue.status} = 'pending' then ${queue.createdAt} end`,
      ),
    })
    .from(queue.table);
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingAt: row?.oldestPending ? new Date(row.oldestPending) : null,
  };
}
