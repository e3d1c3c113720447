import { closeAppContext, createAppContext } from "#server/app-context.ts";
import { loadConfig } from "#server/config.ts";
import type { AppContext } from "#server/context.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { openDatabase } from "#server/db/open.ts";

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
  // Tasks write, or read what they are about to write: the primary only. With Redis, what a
  // task changes is invalidated for every server process; the bus publishes and hears nothing.
  const ctx = createAppContext({ config, database });
  let code = 0;
  try {
    code = (await task(ctx)) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await closeAppContext(ctx);
  }
  process.exit(code);
}
