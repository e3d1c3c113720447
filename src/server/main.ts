import { ensureQuipBot } from "#server/services/quipbot/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { buildApp } from "./app";
import { closeAppContext, createAppContext } from "./app-context";
import { loadConfig } from "./config";
import { writeBackupFolder } from "./db/backup";
import { type BackupListener, listenForBackups } from "./db/backup-socket";
import { DataDirLockedError } from "./db/data-dir-lock";
import { type Database, embeddedClientOf, type PostgresDatabase } from "./db/database";
import { openDatabase } from "./db/open";
import { NO_READ_REPLICAS, openReadReplicas } from "./db/read-replicas";
import {
  FirstStartFailedError,
  isFirstEmbeddedStart,
  isFirstStartProcess,
  prepareFirstStart,
  prepareFirstStartApart,
} from "./first-start";
import { startSchedulers } from "./jobs/run-due";
import { flushTraces } from "./lib/flush-traces";
import { createMetrics } from "./metrics/metrics";
import { listenForMetrics } from "./metrics/metrics-port";
import { type StatementLogs, statementObserver } from "./metrics/statement-observer";
import {
  DemoPasswordInProductionError,
  refuseDemoAdminPasswords,
} from "./seeds/demo/demo-passwords";
import { closeGracefully, type GracefulClose } from "./shutdown";

async function main() {
  const config = loadConfig();
  if (isFirstStartProcess()) {
    await prepareFirstStart(config, clockFrom(config.testClock));
    process.exit(0);
  }
  if (isFirstEmbeddedStart(config)) await prepareFirstStartApart();
  const metrics = createMetrics();
  // Filled in once the app's logger exists; the migrations before it are timed, not logged.
  const statementLogs: StatementLogs = {};
  const onQuery = statementObserver(metrics, config.slowStatementMs, statementLogs);
  const logger = {
    level: config.logLevel,
    ...(process.stdout.isTTY && !config.isProduction
      ? { transport: { target: "pino-pretty" } }
      : {}),
  };
  const database = await openDatabase(config, "server", onQuery);
  if (database.kind === "postgres") {
    const { pool } = database as PostgresDatabase;
    metrics.sources.pool = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
  }
  if (config.isProduction) {
    await refuseDemoAdminPasswords(database.db).catch(async (error) => {
      await database.close();
      throw error;
    });
  }
  let logReads: ((message: string) => void) | undefined;
  const reads =
    config.databaseReadUrls.length > 0
      ? await openReadReplicas(database.db, config.databaseReadUrls, {
          maxLagMs: config.databaseReadMaxLagMs,
          poolSize: config.databasePoolSize,
          onQuery,
          log: (message) => logReads?.(message),
        })
      : NO_READ_REPLICAS;
  const ctx = createAppContext({
    config,
    database,
    reads,
    now: clockFrom(config.testClock),
    metrics,
    ...(config.databaseUrl ? { listenUrl: config.databaseUrl } : {}),
    // Mail, the bus and background work report once `app` (and its logger) exists: they start
    // with requests and scheduled runs.
    log: {
      info: (message) => app.log.info(message),
      error: (err, message) => app.log.error({ err }, message),
    },
  });
  const app = await buildApp(ctx, { logger });
  await ctx.live.start();
  // LOG_LEVEL=trace logs every statement: how to see what a request costs the database.
  if (config.logLevel === "trace") {
    statementLogs.each = (text, params, ms) => app.log.trace({ sql: text, params, ms }, "sql");
  }
  statementLogs.slow = (text, ms) =>
    app.log.warn({ ms: Math.round(ms), sql: text.slice(0, SLOW_SQL_LOGGED) }, "slow statement");
  logReads = (message) => app.log.warn(message);

  await ensureQuipBot(ctx.db, ctx.now());
  const scheduler = config.jobs ? startSchedulers(ctx, app.log) : null;
  const backups = await listenForBackupsOf(database, config.dataDir, app.log);

  let closing: GracefulClose | null = null;
  const shutdown = async (signal: string) => {
    if (closing) {
      closing.hurry();
      return;
    }
    const { shutdownDrainMs: drainMs, shutdownGraceMs: graceMs } = config;
    app.log.info(
      `${signal}: failing the health check for ${drainMs} ms, then finishing requests in flight and stopping.`,
    );
    closing = closeGracefully(app, { drainMs, graceMs });
    // Closing ends every live stream first (buildApp's preClose), so none holds the exit and
    // their browsers reconnect to another process. Jobs are left to the processes that stay.
    metricsServer?.close();
    await Promise.all([scheduler?.stop(), backups?.close(), closing.closed]);
    await closeAppContext(ctx);
    await flushTraces();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const metricsServer = config.metricsPort
    ? await listenForMetrics(metrics, config.metricsPort)
    : null;
  const replicas = reads.enabled ? `, ${config.databaseReadUrls.length} read replica(s)` : "";
  console.log(`Quip is ready at ${config.publicUrl} (database: ${database.kind}${replicas}).`);
}

/** Enough of a slow statement to tell which it is; its values are never logged. */
const SLOW_SQL_LOGGED = 1000;

/**
 * On the embedded database, `npm run backup` asks this process for a backup through a socket
 * in the data directory. Without it the site still serves; the command says nothing answers.
 */
async function listenForBackupsOf(
  database: Database,
  dataDir: string,
  log: { error(object: object, message: string): void },
): Promise<BackupListener | null> {
  const client = embeddedClientOf(database.db);
  if (!client) return null;
  try {
    return await listenForBackups(dataDir, (folder) => writeBackupFolder(client, dataDir, folder));
  } catch (err) {
    log.error({ err }, "Online backups are off: could not listen in the data directory");
    return null;
  }
}

/**
 * The real clock; in a test build given QUIP_TEST_CLOCK, one that starts at that instant and
 * runs on in real time, as sessions, abuse limits and scheduled jobs need. SIGUSR2 moves that
 * clock on by one anonymity period, so the browser tests see a quip revealed
 * (e2e/support/server.ts).
 */
function clockFrom(start: Date | undefined): () => Date {
  if (!start) return () => new Date();
  let offset = start.getTime() - Date.now();
  process.on("SIGUSR2", () => {
    offset += LIMITS.anonymityMs;
  });
  return () => new Date(Date.now() + offset);
}

main().catch((error) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof DemoPasswordInProductionError ||
    error instanceof FirstStartFailedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
