import { type Name, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A column by its name alone, where SQL allows no table before it (an insert's column list, a
 * SET target) or where the statement reads it through an alias (`t.id`, a CTE's column). In a
 * `sql` template, the column itself would be written with its table (`"quips"."id"`).
 */
export function columnName(column: PgColumn): Name {
  return sql.identifier(column.name);
}
