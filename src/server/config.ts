import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Cron } from "croner";
import { z } from "zod";

/**
 * True in the bundle the browser tests run (scripts/build-server.mjs with QUIP_TEST_BUILD=1),
 * false in every other bundle; undefined when the sources run unbundled.
 */
declare const __QUIP_TEST_BUILD__: boolean | undefined;

/**
 * PostgreSQL's own default is 128 MB, and in the embedded database every page of it stays in
 * the process for good once touched: a small host pays for it whole. The operating system's
 * file cache still holds what no longer fits (decision 0142).
 */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 16;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_READ_URL: z.string().optional(),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  DATA_DIR: z.string().default("./data"),
  EMBEDDED_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_EMBEDDED_SHARED_BUFFERS_MB),
  PUBLIC_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Quip <no-reply@quip.local>"),
  CONTACT_TO: z.string().optional(),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https:// URL")
    .optional(),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(["true", "false"]).default("false"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .or(z.literal(""))
    .optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  SHARED_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1_000_000).default(1),
  JOBS: z.enum(["on", "off"]).default("on"),
  BACKUP_SCHEDULE: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_LOG: z.enum(["on", "off"]).default("on"),
  SLOW_STATEMENT_MS: z.coerce.number().int().min(0).max(3_600_000).default(500),
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters")
    .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable characters without spaces")
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  COMPRESS_ANSWERS: z.enum(["on", "off"]).default("on"),
  NODE_ENV: z.string().default("development"),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
});

/**
 * How long a stopping production process fails its health check before it stops taking
 * connections: two checks two seconds apart (deploy/haproxy.cfg) take it out, plus a second.
 */
const PRODUCTION_DRAIN_MS = 5_000;

export interface Config {
  port: number;
  /** Loopback unless HOST says otherwise: a first start is reachable from this machine only. */
  host: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  /** Streaming replicas that may answer reads (DATABASE_READ_URL, comma-separated). */
  databaseReadUrls: string[];
  /** A replica further behind the primary than this is skipped until it catches up. */
  databaseReadMaxLagMs: number;
  dataDir: string;
  /** The embedded database's page cache (shared_buffers), held in this process. */
  embeddedSharedBuffersMb: number;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string | undefined;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  redisUrl: string | undefined;
  push: PushConfig;
  /** The bucket uploaded files live in; without one they live under dataDir/objects. */
  s3: S3Config | undefined;
  /**
   * How long an answer that is the same for every viewer (a visitor's feed page) is kept in
   * the shared cache, at most; 0 turns the cache off.
   */
  sharedCacheSeconds: number;
  /** Multiplies every rate limit; 0 turns limiting off. */
  rateLimitScale: number;
  jobs: boolean;
  /** When to take a backup of the embedded database (a cron expression); none when undefined. */
  backupSchedule: string | undefined;
  /** How many scheduled backups are kept; older ones are removed. */
  backupKeep: number;
  logLevel: string;
  /** One line per request at info level (method, route pattern, status, time, request id). */
  requestLog: boolean;
  /** A statement that takes at least this long is logged with its time; 0 logs none. */
  slowStatementMs: number;
  /** GET /metrics answers a scraper that presents it as a bearer token; unset, it answers 404. */
  metricsToken: string | undefined;
  /** A second listener for /metrics alone, on loopback, with no token. */
  metricsPort: number | undefined;
  /** JSON answers compressed (br or gzip) when the client takes it and they are worth it. */
  compressAnswers: boolean;
  isProduction: boolean;
  /** After SIGTERM: how long the health check answers 503 while everything else is served. */
  shutdownDrainMs: number;
  /** Then how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Where the clock starts: QUIP_TEST_CLOCK, read by test builds only. */
  testClock: Date | undefined;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset, a pair is made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about our messages (RFC 8292's `sub`). */
  subject: string;
  /** The push services' hosts subscriptions may point at; `*.` admits every subdomain. */
  serviceHosts: string[];
  /**
   * Admits endpoints on loopback and private addresses, over http too: for a push service run
   * on this machine in development and tests. Refused in production.
   */
  allowPrivateEndpoints: boolean;
}

/** The push services browsers subscribe with: Chrome's, Firefox's, Safari's and Edge's. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO, Garage, R2…); AWS itself when undefined. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses the bucket as endpoint/bucket/key rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** Reads the environment once; unset values get the offline defaults the README describes. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReadUrls: readUrls(e.DATABASE_READ_URL, e.DATABASE_URL),
    databaseReadMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    dataDir,
    embeddedSharedBuffersMb: e.EMBEDDED_SHARED_BUFFERS_MB,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO || undefined,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    redisUrl: e.REDIS_URL || undefined,
    push: readPushConfig(e),
    s3: readS3Config(e),
    sharedCacheSeconds: e.SHARED_CACHE_SECONDS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    jobs: e.JOBS === "on",
    backupSchedule: readBackupSchedule(e.BACKUP_SCHEDULE, e.DATABASE_URL),
    backupKeep: e.BACKUP_KEEP,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG === "on",
    slowStatementMs: e.SLOW_STATEMENT_MS,
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPort: e.METRICS_PORT,
    compressAnswers: e.COMPRESS_ANSWERS === "on",
    isProduction: e.NODE_ENV === "production",
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === "production" ? PRODUCTION_DRAIN_MS : 0),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    testClock: undefined,
  };
  // A constant condition: every other build drops readTestClock, and the variable's name with it.
  if (typeof __QUIP_TEST_BUILD__ !== "undefined" && __QUIP_TEST_BUILD__) {
    config.testClock = readTestClock(env);
  }
  return config;
}

/**
 * A bucket when S3_BUCKET is set. Half a configuration is refused at start-up rather than
 * quietly keeping files on the local disk, or failing at the first upload.
 */
function readS3Config(e: z.infer<typeof Env>): S3Config | undefined {
  const values = {
    S3_REGION: e.S3_REGION,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const given = Object.entries({ S3_ENDPOINT: e.S3_ENDPOINT, ...values }).filter(([, v]) => v);
  if (!e.S3_BUCKET) {
    if (given.length === 0) return undefined;
    const names = given.map(([name]) => name).join(", ");
    throw new Error(`Invalid configuration:\n  S3_BUCKET: required when ${names} is set`);
  }
  const { S3_REGION: region, S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: secret } = values;
  if (!region || !id || !secret) {
    const missing = Object.entries(values).filter(([, v]) => !v);
    const problems = missing.map(([name]) => `${name}: required when S3_BUCKET is set`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT || undefined,
    region,
    accessKeyId: id,
    secretAccessKey: secret,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}

function readPushConfig(e: z.infer<typeof Env>): PushConfig {
  const isProduction = e.NODE_ENV === "production";
  const allowPrivateEndpoints = e.PUSH_ALLOW_PRIVATE_ENDPOINTS === "true";
  if (allowPrivateEndpoints && isProduction) {
    throw new Error(
      "Invalid configuration:\n  PUSH_ALLOW_PRIVATE_ENDPOINTS: never in production, where a subscription could point the server at its own network",
    );
  }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither",
    );
  }
  const hosts = (e.PUSH_SERVICE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
  const publicUrl = e.PUBLIC_URL ?? "";
  const mailAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject:
      e.VAPID_SUBJECT ?? (publicUrl.startsWith("https://") ? publicUrl : `mailto:${mailAddress}`),
    serviceHosts: hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
    allowPrivateEndpoints,
  };
}

/**
 * A cron expression, checked at start-up rather than at the first time it would have fired.
 * Scheduled backups are of the embedded database: PostgreSQL is backed up by its own tools,
 * which run beside the server.
 */
function readBackupSchedule(value: string | undefined, databaseUrl: string | undefined) {
  const pattern = value?.trim();
  if (!pattern) return undefined;
  if (databaseUrl) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_SCHEDULE: scheduled backups are of the embedded database; with DATABASE_URL, back up PostgreSQL with pg_dump (docs/operations.md, "Backups")',
    );
  }
  try {
    new Cron(pattern, { paused: true }).stop();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Invalid configuration:\n  BACKUP_SCHEDULE: not a cron expression ("${pattern}": ${reason}); e.g. "0 3 * * *" for 03:00 every day`,
    );
  }
  return pattern;
}

/** The embedded database has no replicas: read URLs without a primary are a mistake to name. */
function readUrls(list: string | undefined, primary: string | undefined): string[] {
  const urls = (list ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter((url) => url !== "");
  if (urls.length > 0 && !primary) {
    throw new Error(
      "Invalid configuration:\n  DATABASE_READ_URL: read replicas need DATABASE_URL, their PostgreSQL primary; the embedded database has none",
    );
  }
  return urls;
}

/** The browser tests set the server's day and hour: the topic of a weekday, a Sunday's none. */
function readTestClock(env: NodeJS.ProcessEnv): Date | undefined {
  const value = env.QUIP_TEST_CLOCK;
  if (!value) return undefined;
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) {
    throw new Error(`Invalid configuration:\n  QUIP_TEST_CLOCK: not a date and time: ${value}`);
  }
  return start;
}

/** A secret made once per installation, so no secret ever lives in the code. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
