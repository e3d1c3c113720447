import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { columnName } from "#server/db/column-name.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { quipCountDeltas, quips, userCountDeltas, users } from "#server/db/schema/index.ts";

/** A count kept on a row (`row`), and the same count in the changes waiting for the row. */
export interface Counter {
  row: PgColumn;
  waiting: PgColumn;
}

/**
 * A table whose rows carry counts of other rows (a quip's likes, a member's followers), and
 * the table where a change waits, keyed by the row's id, while the row is busy.
 */
export interface Counted {
  table: PgTable;
  id: PgColumn;
  deltas: PgTable;
  key: PgColumn;
  counters: Readonly<Record<string, Counter>>;
}

export const QUIP_COUNTS = {
  table: quips,
  id: quips.id,
  deltas: quipCountDeltas,
  key: quipCountDeltas.quipId,
  counters: {
    likes: { row: quips.likesCount, waiting: quipCountDeltas.likesCount },
    comments: { row: quips.commentsCount, waiting: quipCountDeltas.commentsCount },
  },
} as const satisfies Counted;

export const USER_COUNTS = {
  table: users,
  id: users.id,
  deltas: userCountDeltas,
  key: userCountDeltas.userId,
  counters: {
    followers: { row: users.followersCount, waiting: userCountDeltas.followersCount },
    following: { row: users.followingCount, waiting: userCountDeltas.followingCount },
  },
} as const satisfies Counted;

/** One of the counters of `C`. */
export type CounterOf<C extends Counted> = C["counters"][keyof C["counters"]];

export interface CountChange<C extends Counted> {
  counted: C;
  id: string | Placeholder;
  counter: CounterOf<C>;
  /** SQL for the change, read from the statement's other parts (e.g. the rows it inserted). */
  change: SQL;
}

/** A count change as parts of a statement's WITH, and what its final select reads of them. */
export interface CountChangeParts {
  /** The WITH's parts, to put after others with a comma. */
  parts: SQL;
  /** The counter's value once the change is made (countAfter). */
  after: SQL;
  /** True when the change was left waiting, so the count folder must be nudged. */
  deferred: SQL;
}

/**
 * The parts of a WITH that add a change to one counter of one row without ever waiting for the
 * row's lock. When the row is free (SKIP LOCKED) and no change waits for it, the change is
 * applied to the row at once. Otherwise it is written to the deltas table, and the count folder
 * adds it shortly after (fold-counts.ts). A row with changes waiting is a popular one: while
 * it is, its changes queue as small inserts and are added up in one update per fold, instead
 * of one update of the row (and of each of its indexes) per change. Each change is added
 * exactly once: applied in its own transaction, or committed as a delta that is deleted in the
 * transaction that adds it. `prefix` names the parts, so that one statement can change
 * several rows.
 */
export function countChangeParts<C extends Counted>(
  prefix: string,
  c: CountChange<C>,
): CountChangeParts {
  const { table, id, deltas, key } = c.counted;
  const change = sql`(${c.change})::int`;
  const held = sql.identifier(`${prefix}_held`);
  const applied = sql.identifier(`${prefix}_applied`);
  const deferred = sql.identifier(`${prefix}_deferred`);
  const counter = columnName(c.counter.row);
  const waiting = columnName(c.counter.waiting);
  const parts = sql`
    ${held} as (
      select ${columnName(id)} from ${table}
      where ${columnName(id)} = ${c.id}::uuid and ${change} <> 0
        and not exists (select 1 from ${deltas} where ${columnName(key)} = ${c.id}::uuid)
      for no key update skip locked
    ),
    ${applied} as (
      update ${table} set ${counter} = ${counter} + ${change}
      where ${columnName(id)} in (select ${columnName(id)} from ${held})
      returning ${counter}
    ),
    ${deferred} as (
      insert into ${deltas} (${columnName(key)}, ${waiting})
      select ${c.id}::uuid, ${change}
      where ${change} <> 0 and not exists (select 1 from ${held})
      returning 1
    )`;
  // The row as updated, or, when the change had to wait, the row as read plus every change
  // waiting for it, this one included. Both are exact at the statement's snapshot.
  const after = sql`coalesce(
    (select ${counter} from ${applied}),
    (select ${counter} from ${table} where ${columnName(id)} = ${c.id}::uuid)
      + (select coalesce(sum(${waiting}), 0) from ${deltas}
         where ${columnName(key)} = ${c.id}::uuid)
      + (${c.change})::int
  )::int`;
  return { parts, after, deferred: sql`exists (select 1 from ${deferred})` };
}

/**
 * SQL for a row's count recomputed from the rows that point at it (`pointer`, a column of the
 * counted rows), less the changes still waiting for it, since those will be added. Only right
 * in an update of the counted table while the caller holds the row's lock (FOR UPDATE):
 * nobody can then apply or take its waiting changes, nor add new ones.
 */
export function recountSql<C extends Counted>(c: C, counter: CounterOf<C>, pointer: PgColumn): SQL {
  const waiting = columnName(counter.waiting);
  return sql`((select count(*) from ${pointer.table} where ${pointer} = ${c.id})
    - coalesce((select sum(d.${waiting}) from ${c.deltas} d
      where d.${columnName(c.key)} = ${c.id}), 0))::int`;
}

/**
 * Changes one count on its own, inside the caller's transaction; answers whether the change
 * had to wait (nudge the folder after the commit). Put it last before the commit: a lock it
 * takes is held until then.
 */
export async function changeCount<C extends Counted>(
  db: Executor,
  change: CountChange<C>,
): Promise<{ deferred: boolean }> {
  const count = countChangeParts("count", change);
  const [row] = rowsOf<{ deferred: boolean }>(
    await db.execute(sql`with ${count.parts} select ${count.deferred} as deferred`),
  );
  return { deferred: row?.deferred === true };
}
