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
 * The name for `.prepare()`: empty keeps the statement unnamed, so PostgreSQL plans each run
 * for its own values (a search word, a name's prefix) instead of settling on a generic plan.
 */
export const UNNAMED = "";
