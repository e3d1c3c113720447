import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * True in the bundle the browser tests run (scripts/build-server.mjs with QUIP_TEST_BUILD=1),
 * false in every other bundle; undefined when the sources run unbundled.
 */
declare const __QUIP_TEST_BUILD__: boolean | undefined;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Quip <no-reply@quip.local>"),
  CONTACT_TO: z.string().optional(),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SHARED_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1_000_000).default(1),
  JOBS: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("development"),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string | undefined;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  redisUrl: string | undefined;
  /**
   * How long an answer that is the same for every viewer (a visitor's feed page) is kept in
   * the shared cache, at most; 0 turns the cache off.
   */
  sharedCacheSeconds: number;
  /** Multiplies every rate limit; 0 turns limiting off. */
  rateLimitScale: number;
  jobs: boolean;
  logLevel: string;
  isProduction: boolean;
  /** Where the clock starts: QUIP_TEST_CLOCK, read by test builds only. */
  testClock: Date | undefined;
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
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO || undefined,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    redisUrl: e.REDIS_URL || undefined,
    sharedCacheSeconds: e.SHARED_CACHE_SECONDS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    jobs: e.JOBS === "on",
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === "production",
    testClock: undefined,
  };
  // A constant condition: every other build drops readTestClock, and the variable's name with it.
  if (typeof __QUIP_TEST_BUILD__ !== "undefined" && __QUIP_TEST_BUILD__) {
    config.testClock = readTestClock(env);
  }
  return config;
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
