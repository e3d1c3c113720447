import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type BuiltRun, executeBuilt } from "#server/db/built-once.ts";
import { columnName } from "#server/db/column-name.ts";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { AppError } from "#server/errors.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";

/**
 * The table of members' rows on something (likes of quips, follows of members): unique on the
 * pair (target, owner), dated by createdAt.
 */
export interface ToggledRows {
  table: PgTable;
  target: PgColumn;
  owner: PgColumn;
  createdAt: PgColumn;
}

/**
 * A member's row on something (a like on a quip, a follow of a member), and the row it points
 * at, by its key (`quips.id`), read as `target`: an alias of its table that the statement's
 * other parts read it by (`alias(quips, "target")`). Its values may be placeholders, for a
 * statement rendered once (renderOnce).
 */
export interface ToggledRow {
  rows: ToggledRows;
  targetKey: PgColumn;
  target: PgTable;
  targetId: string | Placeholder;
  ownerId: string | Placeholder;
  now: string | Placeholder;
  /** Whether the row may be added, and removed: both when it is toggled (the default). */
  directions?: { add: boolean | Placeholder; remove: boolean | Placeholder };
  /**
   * SQL over the `target` row: null when the owner may add their row, otherwise a code naming
   * why not (a block). Removing one's row is never refused.
   */
  refusal?: SQL;
  /**
   * SQL over the target's table: whether the target exists for the owner. When it does not (a
   * quip hidden from them pending review), the toggle answers as for a missing target, and
   * nothing changes: not even a row the owner added before.
   */
  existsFor?: SQL;
}

/** What every toggle statement selects, beside its own columns. */
export interface ToggleOutcome {
  found: boolean;
  /** +1 when the row was added, -1 when it was removed, 0 when neither. */
  change: number;
  /** Why the row could not be added (ToggledRow.refusal), or null. */
  refusal: string | null;
}

/** A toggle as the first parts of a statement's WITH, and what its other parts read of them. */
export interface ToggleParts {
  /** `target` (empty when it does not exist), `added`, `removed` and `change`. */
  parts: SQL;
  /** The columns of ToggleOutcome, for the statement's final select. */
  outcome: SQL;
  /** +1, -1 or 0. */
  change: SQL;
  /** True when the row was added. */
  added: SQL;
  /** True when the row was removed. */
  removed: SQL;
}

const added = sql.identifier("added");
const removed = sql.identifier("removed");
const change = sql.identifier("change");

/**
 * The first parts of a toggle statement's WITH: the target row, the row added or removed, and
 * the change. The target is only key-share locked, as the row's foreign key would: it cannot
 * be deleted meanwhile, yet members toggling on one popular quip never wait for each other.
 */
export function toggleParts(t: ToggledRow): ToggleParts {
  const { table, target, owner, createdAt } = t.rows;
  const key = columnName(t.targetKey);
  const refusal = t.refusal ?? sql`null::text`;
  const { add, remove } = t.directions ?? { add: true, remove: true };
  const parts = sql`
    ${t.target} as (
      select * from ${t.targetKey.table} where ${key} = ${t.targetId}::uuid
        ${t.existsFor ? sql`and ${t.existsFor}` : sql``}
      for key share
    ),
    ${added} as (
      insert into ${table} (${columnName(target)}, ${columnName(owner)}, ${columnName(createdAt)})
      select ${key}, ${t.ownerId}::uuid, ${t.now}::timestamptz from ${t.target}
      where ${add} and (${refusal}) is null
      on conflict do nothing
      returning 1
    ),
    ${removed} as (
      delete from ${table}
      where ${columnName(target)} = ${t.targetId}::uuid and ${columnName(owner)} = ${t.ownerId}::uuid
        and exists (select 1 from ${t.target})
        and ${remove} and not exists (select 1 from ${added})
      returning 1
    ),
    ${change} as (
      select ((select count(*) from ${added}) - (select count(*) from ${removed}))::int as n
    )`;
  return {
    parts,
    outcome: sql`exists (select 1 from ${t.target}) as found,
  (select n from ${change}) as change,
  (select ${refusal} from ${t.target}) as refusal`,
    change: sql`(select n from ${change})`,
    added: sql`exists (select 1 from ${added})`,
    removed: sql`exists (select 1 from ${removed})`,
  };
}

/**
 * A run is repeated only when another press by the same member changed the row meanwhile, so n
 * presses at once settle in n runs at most; more than this many at once, and the rest are refused.
 */
const TOGGLE_RUNS = 10;

/**
 * Runs a toggle statement (toggleParts first) until it has changed something. One statement
 * reads one snapshot: when the same member's other toggle commits the row after it, the insert
 * meets the row (ON CONFLICT) while the delete cannot see it, and nothing changes. Run again,
 * the row is seen and removed, so every answer is a real change, in the order they happened.
 * A forced direction (`want`) that finds nothing to do is an answer already. A refused add
 * that removed nothing is refused with the message of its code (`refused`).
 */
export async function runToggle<R extends ToggleOutcome>(
  db: Executor,
  statement: BuiltRun,
  options: { want?: boolean; notFound: string; refused?: Record<string, string> },
): Promise<R> {
  for (let run = 1; run <= TOGGLE_RUNS; run++) {
    const [row] = rowsOf<R>(await executeBuilt(db, statement));
    if (!row?.found) throw new AppError("NOT_FOUND", options.notFound);
    if (row.refusal !== null && row.change === 0 && options.want !== false) {
      throw new AppError("FORBIDDEN", options.refused?.[row.refusal] ?? AUTH_MSG.forbidden);
    }
    if (row.change !== 0 || options.want !== undefined) return row;
  }
  throw new AppError("CONFLICT", AUTH_MSG.tryAgain);
}
