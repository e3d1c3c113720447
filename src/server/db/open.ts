import path from "node:path";
import type { Config } from "#server/config.ts";
import { acquireDataDirLock } from "./data-dir-lock";
import { type Database, openEmbedded, openPostgres, type QueryObserver } from "./database";
import { createClusterApart, hasCluster } from "./embedded-cluster";
import { runMigrations } from "./migrate";

/**
 * Opens the configured database, migrated. The embedded one is locked for this process
 * until close. `onQuery` sees every statement, once settled.
 */
export async function openDatabase(
  config: Config,
  purpose: string,
  onQuery?: QueryObserver,
): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.databasePoolSize, onQuery);
    await runMigrations(database);
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir, purpose);
  try {
    const dir = path.join(config.dataDir, "pglite");
    // What making a cluster leaves behind would stay for as long as this process runs.
    if (!hasCluster(dir)) await createClusterApart(dir);
    const database = await openEmbedded({
      dir,
      sharedBuffersMb: config.embeddedSharedBuffersMb,
      ...(onQuery ? { onQuery } : {}),
    });
    await runMigrations(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
