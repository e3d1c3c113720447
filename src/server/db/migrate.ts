import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { EmbeddedDatabase, PostgresDatabase } from "./database";
import * as schema from "./schema";

/** Any key will do, as long as only migrations take it. */
const MIGRATION_LOCK = 7_301_913;

/** The SQL files sit beside the sources, and are copied beside the bundle once built. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations not found near ${here}`);
  return found;
}

/**
 * Applies the pending migrations, one process at a time: every process of a fleet migrates
 * as it starts, and two at once on a fresh database would both create the same extension,
 * schema and tables. The others wait for the lock, then find nothing left to apply.
 */
export async function runMigrations(database: EmbeddedDatabase | PostgresDatabase): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === "embedded") {
    // One connection, and one process (the data directory's lock file): the lock costs nothing.
    await underMigrationLock(database.client, () =>
      migratePglite(database.db as PgliteDatabase<typeof schema>, config),
    );
    return;
  }
  // Lock and migrations share one connection: holding the lock on one while migrating on
  // another would wait forever on a pool of one.
  const client = await database.pool.connect();
  try {
    await underMigrationLock(client, () => migratePg(drizzlePg(client, { schema }), config));
  } catch (error) {
    // A connection in an unknown state is closed rather than pooled; closing it ends the lock.
    client.release(true);
    throw error;
  }
  client.release();
}

interface Connection {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/** A session lock, so a process that dies while migrating lets go with its connection. */
async function underMigrationLock(connection: Connection, migrate: () => Promise<void>) {
  const unlock = () => connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await migrate();
  } catch (error) {
    // A broken connection cannot unlock, and need not: the lock ended with it.
    await unlock().catch(() => {});
    throw error;
  }
  await unlock();
}
