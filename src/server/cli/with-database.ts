import { createTextGenerator } from "../ai/create-text-generator";
import { createSharedCache } from "../cache/shared-cache";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";
import { NO_READ_REPLICAS } from "../db/read-replicas";
import { createLiveBus } from "../live/bus";
import { createMailer } from "../mail/mailer";
import { createSessionCache } from "../services/auth/session-cache";
import { createStorage } from "../storage";

/**
 * Runs a command-line task against the configured database. While the server holds the
 * embedded database, the task refuses with the lock's message instead of corrupting it.
 */
export async function withDatabase(
  purpose: string,
  task: (ctx: AppContext) => Promise<number | undefined>,
) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, purpose);
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    // Tasks write, or read what they are about to write: the primary only.
    reads: NO_READ_REPLICAS,
    config,
    storage: createStorage(config),
    mailer: createMailer(config),
    generator: createTextGenerator(config.ai),
    now: () => new Date(),
    sessionCache: createSessionCache(),
    // With Redis, what a task changes is invalidated for every server process.
    sharedCache: createSharedCache(config),
    // Publishes only: what a task changes reaches the servers' streams; it hears nothing.
    live: createLiveBus({ db: database.db, kind: database.kind }),
  };
  let code = 0;
  try {
    code = (await task(ctx)) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await ctx.live.close();
    await ctx.sharedCache?.close();
    await database.close();
  }
  process.exit(code);
}
