import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./database";

const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement built once per database handle and shape, then run with new values (drizzle's
 * placeholders): building a feed page's SQL through the query builder cost about a third of
 * a millisecond of CPU per request, more than the rest of the request's own work.
 */
export function builtOnce<T>(db: Executor, shape: string, build: () => T): T {
  let shapes = statements.get(db);
  if (!shapes) {
    shapes = new Map();
    statements.set(db, shapes);
  }
  if (!shapes.has(shape)) shapes.set(shape, build());
  return shapes.get(shape) as T;
}

/**
 * The name for `.prepare()` of a statement whose best plan does not depend on its values (a
 * feed page, a quip): PostgreSQL then plans it once per connection and reuses the plan.
 * Planning a feed page took about three times as long as running it (decision 0103).
 * The name comes from the text, as a connection requires: one text, one name.
 */
export function preparedName(statement: { toSQL(): { sql: string } } | string): string {
  const text = typeof statement === "string" ? statement : statement.toSQL().sql;
  return `q_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
}

/**
 * The name for `.prepare()` of a statement whose plan should follow its values (a search
 * word, a name's prefix): unnamed, PostgreSQL plans each run for its own values.
 */
export const UNNAMED = "";

const dialect = new PgDialect();
const namesByText = new Map<string, string>();

function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = preparedName(text);
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Runs a raw statement as a named prepared one, planned once per connection like
 * preparedName's. Only for statements of a fixed shape (the values are parameters, the text
 * never varies with them), so the names stay few.
 */
export async function executePrepared(db: Executor, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  return db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
}

/** A raw statement rendered once, its values drizzle placeholders, and one run's values. */
export interface BuiltRun {
  query: Query;
  values: Record<string, unknown>;
}

/**
 * Renders a raw statement whose values are all placeholders. Building and rendering a
 * statement of many parts (the like's ten) at each run cost 0.16–0.66 ms of CPU, so a statement
 * run on every request is rendered once per shape and run with executeBuilt.
 */
export function renderOnce(statement: SQL): Query {
  return dialect.sqlToQuery(statement);
}

/**
 * renderOnce for each shape of a statement (e.g. whether the member is an administrator), on
 * first use. A shape that is an object is told apart by `key`, which names it.
 */
export function renderedByShape<S>(
  build: (shape: S) => SQL,
  key: (shape: S) => unknown = (shape) => shape,
): (shape: S) => Query {
  const queries = new Map<unknown, Query>();
  return (shape) => {
    let query = queries.get(key(shape));
    if (!query) {
      query = renderOnce(build(shape));
      queries.set(key(shape), query);
    }
    return query;
  };
}

/** Runs a statement from renderOnce with one run's values, named as executePrepared's. */
export async function executeBuilt(db: Executor, run: BuiltRun): Promise<unknown> {
  return db._.session
    .prepareQuery(run.query, undefined, nameOf(run.query.sql), false)
    .execute(run.values);
}
