import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import type { SystemDatabase } from "#shared/schemas/system.ts";

interface JournalEntry {
  tag: string;
  /** The migrator records this as the migration's `created_at` once applied. */
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build carries, in order; read once, as the build does not change. */
function migrationsOfThisBuild(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * Which database, its replicas as their last poll found them, and its migrations: the migrator
 * applies those newer than the newest it has recorded, so that one is the latest applied and
 * every newer one of this build is pending.
 */
export async function getDatabaseState(ctx: AppContext): Promise<SystemDatabase> {
  const [server] = rowsOf<{ version: string }>(
    await ctx.db.execute(sql`select current_setting('server_version') as version`),
  );
  const [applied] = rowsOf<{ count: number | string; newest: number | string | null }>(
    await ctx.db.execute(
      sql`select count(*)::int as count, max(created_at) as newest from drizzle.__drizzle_migrations`,
    ),
  );
  const newest =
    applied?.newest === null || applied?.newest === undefined ? null : Number(applied.newest);
  const entries = migrationsOfThisBuild();
  return {
    kind: ctx.dbKind,
    serverVersion: server?.version ?? "unknown",
    replicas: ctx.reads.states(),
    maxLagMs: ctx.config.databaseReadMaxLagMs,
    migrations: {
      applied: Number(applied?.count ?? 0),
      latest: entries.find((entry) => entry.when === newest)?.tag ?? null,
      pending: entries.filter((entry) => newest === null || entry.when > newest).map((e) => e.tag),
    },
  };
}
