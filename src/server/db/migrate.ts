import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./database";
import type * as schema from "./schema";

/** The SQL files sit beside the sources, and are copied beside the bundle once built. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations not found near ${here}`);
  return found;
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Each migrator wants its own driver's handle; `kind` says which driver opened this one.
  if (database.kind === "embedded") {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, config);
  } else {
    await migratePg(database.db as NodePgDatabase<typeof schema>, config);
  }
}
