import { sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";

/**
 * Holds, until the transaction ends, a lock on the pair of members whichever way round they
 * are given. A follow and a block between the same two members take it first, so one waits for
 * the other: a follow whose statement began before a block committed would otherwise miss the
 * block, and the block's own statement would miss the follow not yet committed, leaving a
 * follow beside a block. Other pairs never wait.
 */
export async function lockMemberPair(tx: Executor, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`member pair ${first} ${second}`}, 0))`,
  );
}
