import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createTextGenerator } from "#server/ai/create-text-generator.ts";
import { type BuildAppOptions, buildApp } from "#server/app.ts";
import { closeAppContext, createAppContext } from "#server/app-context.ts";
import { createSharedCache } from "#server/cache/shared-cache.ts";
import { loadConfig } from "#server/config.ts";
import type { AppContext } from "#server/context.ts";
import {
  type Database,
  openEmbedded,
  openPostgres,
  type QueryObserver,
} from "#server/db/database.ts";
import { NO_READ_REPLICAS, openReadReplicas, type ReadReplicas } from "#server/db/read-replicas.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createMetrics, type Metrics } from "#server/metrics/metrics.ts";
import { statementObserver } from "#server/metrics/statement-observer.ts";
import { createStorage } from "#server/storage/index.ts";
import type { ObjectStorage, StoredObject } from "#server/storage/object-storage.ts";
import { adminQuery, withDatabase } from "./global-setup";
import { scaled } from "./time-budget";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** Moves the server's clock; every service reads time through ctx.now. */
  clock: { set(at: Date | string): void; advance(ms: number): void; now(): Date };
  /** Where mail goes when no smtpUrl was given (one .eml file per message). */
  outboxDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Deliver mail to this SMTP server (e.g. tests/support/smtp.ts) instead of the outbox. */
  smtpUrl?: string;
  /** CONTACT_TO: where contact-form messages are mailed. */
  contactTo?: string;
  /** Real limits are 1; most tests register many members from one address, so they get room. */
  rateLimitScale?: number;
  /** REDIS_URL: rate-limit counters shared through Redis. */
  redisUrl?: string;
  /** PUBLIC_URL; https turns on Secure cookies and HSTS. */
  publicUrl?: string;
  /** Connections to PostgreSQL: more let that many requests reach the database at once. */
  poolSize?: number;
  /** Keep uploaded files in this server's bucket (tests/support/s3.ts), configured as S3_*. */
  s3?: { env: Record<string, string> };
  /** Read replicas (PostgreSQL only), given the test database's own URL. */
  readReplicas?: {
    urls: (primaryUrl: string) => string[];
    /** 0: polled only when the test calls ctx.reads.poll(). */
    pollMs?: number;
    maxLagMs?: number;
    onQuery?: QueryObserver;
  };
  /**
   * The shared cache (decision 0128), off unless asked for: most tests write rows directly and
   * read them back at once. In Redis when `redisUrl` is given, under `prefix`.
   */
  sharedCache?: { seconds: number; redisUrl?: string; prefix?: string };
  /** More settings, as the environment would give them (PUSH_ALLOW_PRIVATE_ENDPOINTS, NODE_ENV…). */
  env?: Record<string, string>;
  /** The server's log (a level and a stream to write its JSON lines to); none by default. */
  logger?: BuildAppOptions["logger"];
}

/** A fresh migrated database (embedded or PostgreSQL, as the project says) behind a real app. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Every statement timed, as the server's are (main.ts).
  const metrics = createMetrics();
  const { database, url, dispose } = await openTestDatabase(
    options.poolSize ?? 5,
    statementObserver(metrics, 0, {}),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "quip-test-data-"));
  // The database goes even when the app fails to start or to close: a copy left on PostgreSQL
  // keeps its connections and locks until the server restarts.
  const release = async () => {
    try {
      await database.close();
    } finally {
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    return await startTestApp(options, database, url, dataDir, release, metrics);
  } catch (error) {
    await release();
    throw error;
  }
}

async function startTestApp(
  options: TestAppOptions,
  database: Database,
  url: string | undefined,
  dataDir: string,
  release: () => Promise<void>,
  metrics: Metrics,
): Promise<TestApp> {
  let current = new Date();
  const clock = {
    set: (at: Date | string) => {
      current = new Date(at);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    now: () => new Date(current),
  };
  const config = loadConfig({
    DATA_DIR: "/nonexistent-test-data-dir",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: options.publicUrl ?? "http://localhost:3000",
    RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 1000),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.contactTo ? { CONTACT_TO: options.contactTo } : {}),
    ...options.s3?.env,
    ...options.env,
  });
  const mailLog = {
    info: () => {},
    error: (error: unknown, message: string) => console.error(message, error),
  };
  const reads = await openTestReplicas(database, url, options.readReplicas);
  const ctx = createAppContext({
    config,
    // The test made this database and drops it in `release`, even when closing fails.
    database: { ...database, close: async () => {} },
    reads,
    storage: config.s3 ? createStorage(config) : memoryStorage(),
    mailer: createMailer({ ...config, dataDir }, mailLog),
    generator: createTextGenerator({}),
    now: clock.now,
    metrics,
    sharedCache: options.sharedCache
      ? createSharedCache(
          {
            sharedCacheSeconds: options.sharedCache.seconds,
            redisUrl: options.sharedCache.redisUrl,
          },
          options.sharedCache.prefix,
          // A miss by timeout is right for a server, and a false failure for a test.
          scaled(250),
        )
      : null,
    ...(url ? { listenUrl: url } : {}),
  });
  const app = await buildApp(ctx, {
    clientDir: null,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await ctx.live.start();
  return {
    app,
    ctx,
    clock,
    outboxDir: path.join(dataDir, "outbox"),
    close: async () => {
      try {
        await app.close();
        await closeAppContext(ctx);
      } finally {
        await release();
      }
    },
  };
}

async function openTestReplicas(
  database: Database,
  url: string | undefined,
  options: TestAppOptions["readReplicas"],
): Promise<ReadReplicas> {
  if (!options) return NO_READ_REPLICAS;
  if (!url) throw new Error("read replicas need PostgreSQL");
  return openReadReplicas(database.db, options.urls(url), {
    maxLagMs: options.maxLagMs ?? 5000,
    pollMs: options.pollMs ?? 0,
    poolSize: 2,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
}

async function openTestDatabase(
  poolSize: number,
  onQuery: QueryObserver,
): Promise<{ database: Database; url?: string; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const name = `quip_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    const database = await openPostgres(withDatabase(url, name), poolSize, onQuery);
    return {
      database,
      url: withDatabase(url, name),
      dispose: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dump = readFileSync(inject("embeddedTemplate"));
  const database = await openEmbedded({ loadDataDir: new Blob([dump]), onQuery });
  return { database, dispose: async () => {} };
}

export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, StoredObject>();
  return {
    put: async (key, bytes, contentType) => {
      objects.set(key, { bytes, contentType });
    },
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => {
      objects.delete(key);
    },
  };
}
