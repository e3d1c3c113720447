import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { type DbKind, type Executor, rowsOf } from "#server/db/database.ts";
import { rankFeedsJob } from "#server/jobs/rank-feeds.job.ts";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { ensureQuipBot } from "#server/services/quipbot/index.ts";
import { setIndexesAside } from "./bulk-load";

/** Any key will do, as long as only the benchmark seeds take it. */
const SEED_LOCK = 7_301_915;

const MEMORY: Record<DbKind, { work: string; maintenance: string }> = {
  postgres: { work: "256MB", maintenance: "1GB" },
  embedded: { work: "128MB", maintenance: "256MB" },
};

/** Runs one step of a seed and reports its time: the full size takes minutes. */
export type Timed = <T>(step: string, work: () => Promise<T>) => Promise<T>;

export function timeSteps(onStep?: (step: string, ms: number) => void): Timed {
  return async (step, work) => {
    const started = performance.now();
    const result = await work();
    onStep?.(step, performance.now() - started);
    return result;
  };
}

export interface FillOptions {
  /** The big tables: their keys and indexes are built once the rows are in (bulk-load.ts). */
  bulkTables: readonly string[];
  /** Every table the fill writes, for fresh planner statistics. */
  filledTables: readonly string[];
  timed: Timed;
}

/**
 * Fills an empty database by set-based statements in one transaction, so a failure leaves it
 * empty; the statistics are refreshed afterwards, since VACUUM cannot run inside a
 * transaction.
 */
export async function fillEmptyDatabase(
  ctx: AppContext,
  options: FillOptions,
  fill: (db: Executor, now: Date) => Promise<void>,
): Promise<void> {
  const { timed } = options;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Two seeds at once (or one beside a starting server) must not both fill the database.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isDatabaseEmpty(tx))) throw new DatabaseNotEmptyError();
    // Sorts, hashes and index builds of millions of rows fit in memory instead of spilling;
    // the embedded database lives in a 32-bit address space, so it gets less.
    const memory = MEMORY[ctx.dbKind];
    await tx.execute(sql.raw(`set local work_mem = '${memory.work}'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory.maintenance}'`));
    await ensureQuipBot(tx, now);
    const restore = await setIndexesAside(tx, options.bulkTables);
    await fill(tx, now);
    await timed("keys, indexes and foreign keys", restore);
  });
  // The trigger gave every quip a feed_ranks row as if just posted; the job moves them into
  // their age windows and drops those older than a week, as it does on every scheduled run.
  await timed("feed ranks", () => rankFeedsJob.run(ctx));
  await timed("vacuum analyze", () =>
    ctx.db.execute(sql.raw(`vacuum analyze ${options.filledTables.join(", ")}`)),
  );
}

/** Rows a seed made, by name: each name's value is the table (and condition) counted. */
export async function countRows<K extends string>(
  db: Executor,
  counted: Record<K, string>,
): Promise<Record<K, number>> {
  const columns = Object.entries(counted).map(
    ([name, from]) => `(select count(*) from ${from})::int as "${name}"`,
  );
  const [counts] = rowsOf<Record<K, number>>(
    await db.execute(sql.raw(`select ${columns.join(", ")}`)),
  );
  if (!counts) throw new Error("counting the seeded rows returned nothing");
  return counts;
}
