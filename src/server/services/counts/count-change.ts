import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Executor, rowsOf } from "#server/db/database.ts";

/**
 * A table whose rows carry counts of other rows (a quip's likes, a member's followers), and
 * the table where a change waits while the row is busy. The counters have the same column
 * names in both.
 */
export interface Counted {
  table: string;
  deltas: string;
  key: string;
  counters: readonly string[];
}

/** `quips` keeps its waiting changes in `quip_count_deltas`, keyed by `quip_id`. */
function counted<const C extends readonly string[]>(
  entity: "quip" | "user",
  counters: C,
): Counted & { counters: C } {
  return { table: `${entity}s`, deltas: `${entity}_count_deltas`, key: `${entity}_id`, counters };
}

export const QUIP_COUNTS = counted("quip", ["likes_count", "comments_count"]);
export const USER_COUNTS = counted("user", ["followers_count", "following_count"]);

export interface CountChange<C extends Counted> {
  /** Names the statement's parts, so that one statement can change several rows. */
  name: string;
  counted: C;
  id: string;
  counter: C["counters"][number];
  /** SQL for the change, read from the statement's other parts (e.g. the rows it inserted). */
  change: SQL;
}

/**
 * The parts of a WITH that add a change to one counter of one row without ever waiting for the
 * row's lock. When the row is free (SKIP LOCKED) and no change waits for it, the change is
 * applied to the row at once. Otherwise it is written to the deltas table, and the count folder
 * adds it shortly after (fold-counts.ts). A row with changes waiting is a popular one: while
 * it is, its changes queue as small inserts and are added up in one update per fold, instead
 * of one update of the row (and of each of its indexes) per change. Each change is added
 * exactly once: applied in its own transaction, or committed as a delta that is deleted in the
 * transaction that adds it.
 */
export function countChangeParts<C extends Counted>(c: CountChange<C>): SQL {
  const { table, deltas, key } = c.counted;
  const change = sql`(${c.change})::int`;
  const held = sql.identifier(`${c.name}_held`);
  const counter = sql.identifier(c.counter);
  return sql`
    ${held} as (
      select id from ${sql.identifier(table)}
      where id = ${c.id}::uuid and ${change} <> 0
        and not exists (select 1 from ${sql.identifier(deltas)} where ${sql.identifier(key)} = ${c.id}::uuid)
      for no key update skip locked
    ),
    ${sql.identifier(`${c.name}_applied`)} as (
      update ${sql.identifier(table)} set ${counter} = ${counter} + ${change}
      where id in (select id from ${held})
      returning ${counter}
    ),
    ${sql.identifier(`${c.name}_deferred`)} as (
      insert into ${sql.identifier(deltas)} (${sql.identifier(key)}, ${counter})
      select ${c.id}::uuid, ${change}
      where ${change} <> 0 and not exists (select 1 from ${held})
      returning 1
    )`;
}

/**
 * SQL for the counter's value once the change is made: the row as updated, or, when the change
 * had to wait, the row as read plus every change waiting for it, this one included. Both are
 * exact at the statement's snapshot.
 */
export function countAfterSql<C extends Counted>(c: CountChange<C>): SQL {
  const { table, deltas, key } = c.counted;
  const counter = sql.identifier(c.counter);
  return sql`coalesce(
    (select ${counter} from ${sql.identifier(`${c.name}_applied`)}),
    (select ${counter} from ${sql.identifier(table)} where id = ${c.id}::uuid)
      + (select coalesce(sum(${counter}), 0) from ${sql.identifier(deltas)}
         where ${sql.identifier(key)} = ${c.id}::uuid)
      + (${c.change})::int
  )::int`;
}

/** SQL: true when the change was left waiting, so the count folder must be nudged. */
export function countDeferredSql<C extends Counted>(c: CountChange<C>): SQL {
  return sql`exists (select 1 from ${sql.identifier(`${c.name}_deferred`)})`;
}

/**
 * SQL for a row's count recomputed from the rows that point at it (`pointer`, a column of the
 * counted rows), less the changes still waiting for it, since those will be added. Only right
 * while the caller holds the row's lock (FOR UPDATE): nobody can then apply or take its
 * waiting changes, nor add new ones.
 */
export function recountSql(c: Counted, counter: string, rowId: SQLWrapper, pointer: PgColumn): SQL {
  const column = sql.identifier(counter);
  return sql`((select count(*) from ${pointer.table} where ${pointer} = ${rowId})
    - coalesce((select sum(d.${column}) from ${sql.identifier(c.deltas)} d
      where d.${sql.identifier(c.key)} = ${rowId}), 0))::int`;
}

/**
 * Changes one count on its own, inside the caller's transaction; answers whether the change
 * had to wait (nudge the folder after the commit). Put it last before the commit: a lock it
 * takes is held until then.
 */
export async function changeCount<C extends Counted>(
  db: Executor,
  change: Omit<CountChange<C>, "name">,
): Promise<{ deferred: boolean }> {
  const c = { ...change, name: "count" };
  const [row] = rowsOf<{ deferred: boolean }>(
    await db.execute(sql`with ${countChangeParts(c)} select ${countDeferredSql(c)} as deferred`),
  );
  return { deferred: row?.deferred === true };
}
