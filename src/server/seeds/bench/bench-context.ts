import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import type { BenchPlan } from "./plan";

/** What every step of the benchmark seed works with. */
export interface BenchContext {
  app: AppContext;
  /** The seed's transaction. */
  db: Executor;
  plan: BenchPlan;
  /** Every time is placed before this moment. */
  now: Date;
}

export function nowSql(bench: BenchContext): SQL {
  return sql`${bench.now.toISOString()}::timestamptz`;
}

/** SQL: one of the product's spans (LIMITS), as an interval. */
export function spanSql(ms: number): SQL {
  return sql`(${sql.raw(String(ms))} * interval '1 millisecond')`;
}
