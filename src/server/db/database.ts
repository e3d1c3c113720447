import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB } from "#server/config.ts";
import * as schema from "./schema";

/**
 * What a query runs on: the database, or a transaction opened on it. A transaction is a
 * database whose statements share one connection, so it is accepted as one as it is.
 */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database as opened: where services open their transactions (`AppContext.db`). */
export type Db = Executor;
export type DbKind = "embedded" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}
export type EmbeddedDatabase = Database & { kind: "embedded"; client: PGlite };
export type PostgresDatabase = Database & { kind: "postgres"; pool: pg.Pool };

/** The PGlite behind each embedded database's Db, for what only PGlite can do (dump itself). */
const embeddedClients = new WeakMap<Db, PGlite>();

/** The PGlite a Db runs on, or undefined when it runs on PostgreSQL. */
export function embeddedClientOf(db: Db): PGlite | undefined {
  return embeddedClients.get(db);
}

/** Opens PGlite in a data directory (or in memory when dir is undefined). */
export async function openEmbedded(options: {
  dir?: string;
  loadDataDir?: Blob;
  sharedBuffersMb?: number;
  onQuery?: QueryObserver;
}): Promise<EmbeddedDatabase> {
  const sharedBuffersMb = options.sharedBuffersMb ?? DEFAULT_EMBEDDED_SHARED_BUFFERS_MB;
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`],
  });
  if (options.onQuery) observeEmbeddedQueries(client, options.onQuery);
  const db = drizzlePglite(client, { schema });
  embeddedClients.set(db, client);
  return { db, kind: "embedded", client, close: () => client.close() };
}

/**
 * Sees every statement the app sends, transaction control included, once it has settled
 * (answered or failed), with the milliseconds it took.
 */
export type QueryObserver = (text: string, params: unknown[], ms: number) => void;

/** Calls `onQuery` once `run` has settled, whichever way. */
function timed<T>(text: string, params: unknown[], onQuery: QueryObserver, run: () => T): T {
  const started = performance.now();
  const result = run();
  if (result instanceof Promise) {
    const settled = () => onQuery(text, params, performance.now() - started);
    result.then(settled, settled);
  }
  return result;
}

/** Drizzle sends PGlite's statements through `query`, a transaction's through its own. */
function observeEmbeddedQueries(client: PGlite, onQuery: QueryObserver): void {
  type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  const watch = (target: { query: Query }) => {
    const query = target.query.bind(target);
    target.query = (text, params, queryOptions) =>
      timed(text, params ?? [], onQuery, () => query(text, params, queryOptions));
  };
  watch(client as unknown as { query: Query });
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      watch(tx as unknown as { query: Query });
      return callback(tx);
    });
}

export async function openPostgres(
  url: string,
  poolSize: number,
  onQuery?: QueryObserver,
  connectTimeoutMs?: number,
): Promise<PostgresDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  if (onQuery) pool.on("connect", (client) => observeQueries(client, onQuery));
  const db = drizzlePg(pool, { schema });
  return { db, kind: "postgres", pool, close: () => pool.end() };
}

/**
 * Wraps the client's query method: both pool.query and transactions end up there, the pool's
 * with a callback as its last argument, a transaction's awaiting the promise.
 */
function observeQueries(client: pg.PoolClient, onQuery: QueryObserver): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    const statement =
      typeof first === "string"
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : first && typeof first === "object" && "text" in first
          ? // Drizzle passes the values beside the query config, pg's own callers inside it.
            {
              text: (first as { text: string }).text,
              values:
                (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []),
            }
          : null;
    if (!statement) return query(...args);
    const last = args.at(-1);
    if (typeof last === "function") {
      const started = performance.now();
      const callback = (...results: unknown[]) => {
        onQuery(statement.text, statement.values, performance.now() - started);
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return query(...args.slice(0, -1), callback);
    }
    return timed(statement.text, statement.values, onQuery, () => query(...args));
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query, whichever driver answered it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
