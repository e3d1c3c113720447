import { sql } from "drizzle-orm";
import { columnName } from "#server/db/column-name.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { type Counted, QUIP_COUNTS, USER_COUNTS } from "./count-change";

/** Rows per statement: a backlog is folded in several short statements, not one long one. */
const ROWS_PER_FOLD = 500;

export interface FoldReport {
  /** Rows whose waiting changes were added to them. */
  folded: number;
  /** Rows still busy: their changes wait for the next fold or the next change to the row. */
  busy: number;
}

/**
 * Adds the waiting count changes to their rows, by the rule of countChangeParts: only rows
 * whose lock is free (SKIP LOCKED) are folded, their deltas deleted in the same statement.
 * The changes of a deleted quip or member go. Safe to run anywhere, any number of times.
 */
export async function foldCounts(db: Executor): Promise<FoldReport> {
  const report: FoldReport = { folded: 0, busy: 0 };
  for (const counted of [QUIP_COUNTS, USER_COUNTS]) {
    for (;;) {
      const { pending, folded, busy } = await foldSome(db, counted);
      report.folded += folded;
      report.busy += busy;
      if (pending < ROWS_PER_FOLD || folded === 0) break;
    }
  }
  return report;
}

async function foldSome(
  db: Executor,
  c: Counted,
): Promise<{ pending: number; folded: number; busy: number }> {
  const { table, deltas } = c;
  const id = columnName(c.id);
  const key = columnName(c.key);
  const counters = Object.values(c.counters);
  const sums = counters.map(
    ({ waiting }) => sql`sum(${columnName(waiting)})::int as ${columnName(waiting)}`,
  );
  const adds = counters.map(
    ({ row, waiting }) => sql`${columnName(row)} = t.${columnName(row)} + s.${columnName(waiting)}`,
  );
  const [row] = rowsOf<{ pending: number; folded: number; busy: number }>(
    await db.execute(sql`
      with pending as (
        select distinct ${key} as ${id} from ${deltas} limit ${ROWS_PER_FOLD}
      ),
      orphaned as (
        delete from ${deltas} d
        where d.${key} in (select ${id} from pending)
          and not exists (select 1 from ${table} t where t.${id} = d.${key})
        returning d.${key}
      ),
      held as (
        select ${id} from ${table} where ${id} in (select ${id} from pending)
        for no key update skip locked
      ),
      taken as (
        delete from ${deltas} where ${key} in (select ${id} from held) returning *
      ),
      summed as (
        select ${key} as ${id}, ${sql.join(sums, sql`, `)} from taken group by ${key}
      ),
      applied as (
        update ${table} t set ${sql.join(adds, sql`, `)}
        from summed s where t.${id} = s.${id}
        returning t.${id}
      )
      select
        (select count(*) from pending)::int as pending,
        (select count(*) from applied)::int as folded,
        ((select count(*) from pending) - (select count(*) from held)
          - (select count(distinct ${key}) from orphaned))::int as busy
    `),
  );
  return row ?? { pending: 0, folded: 0, busy: 0 };
}
