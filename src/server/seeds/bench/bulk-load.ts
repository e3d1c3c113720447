import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "#server/db/database.ts";

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the tables' keys, indexes and foreign keys (those from and to them) before a bulk
 * load and returns what puts them back from the catalog's own definitions, so a schema
 * change needs no change here. Building an index once over the loaded rows is far cheaper
 * than updating it at a random place for every row, and a foreign key checked once is one
 * join instead of a lookup per row. Both run inside the caller's transaction: other sessions
 * never see the tables without them, and a duplicate or dangling row fails the restore and
 * rolls the whole load back.
 */
export async function setIndexesAside(
  db: Executor,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const list = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const foreignKeys = rowsOf<Definition>(
    await db.execute(sql`
      select conrelid::regclass::text as "table", quote_ident(conname) as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'f' and (conrelid in (${list}) or confrelid in (${list}))
      order by 1, 2`),
  );
  const keys = rowsOf<Definition>(
    await db.execute(sql`
      select conrelid::regclass::text as "table", quote_ident(conname) as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype in ('p', 'u', 'x') and conrelid in (${list})
      order by 1, 2`),
  );
  const indexes = rowsOf<Definition>(
    await db.execute(sql`
      select i.indrelid::regclass::text as "table", i.indexrelid::regclass::text as name,
        pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid in (${list})
        and not exists (
          select 1 from pg_constraint c
          where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
      order by 1, 2`),
  );

  for (const fk of foreignKeys) await dropConstraint(db, fk);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  for (const key of keys) await dropConstraint(db, key);

  return async () => {
    for (const key of keys) await addConstraint(db, key);
    for (const index of indexes) await db.execute(sql.raw(index.definition));
    for (const fk of foreignKeys) await addConstraint(db, fk);
  };
}

async function dropConstraint(db: Executor, constraint: Definition): Promise<void> {
  await db.execute(sql.raw(`alter table ${constraint.table} drop constraint ${constraint.name}`));
}

async function addConstraint(db: Executor, constraint: Definition): Promise<void> {
  await db.execute(
    sql.raw(
      `alter table ${constraint.table} add constraint ${constraint.name} ${constraint.definition}`,
    ),
  );
}
