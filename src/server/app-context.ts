import { createTextGenerator } from "./ai/create-text-generator";
import type { TextGenerator } from "./ai/text-generator";
import { createSharedCache, type SharedCache } from "./cache/shared-cache";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/database";
import { NO_READ_REPLICAS, type ReadReplicas } from "./db/read-replicas";
import { createBackgroundWork } from "./lib/background-work";
import { createLiveBus } from "./live/bus";
import { createMailer, type Mailer, type MailLog } from "./mail/mailer";
import { createMetrics, type Metrics, queueDepth } from "./metrics/metrics";
import { createSessionCache, SESSION_CACHE_TTL_MS } from "./services/auth/session-cache";
import { mailOutboxCounts } from "./services/mail-outbox";
import { pushQueueCounts } from "./services/push";
import { createStorage } from "./storage";
import type { ObjectStorage } from "./storage/object-storage";

/**
 * What differs between the server, a command-line task and a test; everything left out is
 * built from the configuration, as the server builds it.
 */
export interface AppContextParts {
  config: Config;
  /** Opened by the caller (its purpose names the data-directory lock); closed with the context. */
  database: Database;
  /** Read replicas, already opened; none by default. */
  reads?: ReadReplicas;
  storage?: ObjectStorage;
  mailer?: Mailer;
  generator?: TextGenerator;
  /** The clock every service reads; the real one by default. */
  now?: () => Date;
  /** The shared cache of answers; by default as the configuration says (decision 0128). */
  sharedCache?: SharedCache | null;
  /**
   * Whether the live bus hears other processes (PostgreSQL's LISTEN on `listenUrl`); a
   * command-line task only publishes.
   */
  listenUrl?: string;
  /** Where mail, the live bus and background work report; the console by default. */
  log?: MailLog;
  /** The server's, which its database already reports to; a registry of its own by default. */
  metrics?: Metrics;
}

const closers = new WeakMap<AppContext, () => Promise<void>>();

/** The one place an AppContext is put together. */
export function createAppContext(parts: AppContextParts): AppContext {
  const { config, database } = parts;
  const log: MailLog = parts.log ?? {
    info: (message) => console.log(message),
    error: (error, message) => console.error(message, error),
  };
  const reads = parts.reads ?? NO_READ_REPLICAS;
  const now = parts.now ?? (() => new Date());
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    reads,
    config,
    storage: parts.storage ?? createStorage(config),
    mailer: parts.mailer ?? createMailer(config, log),
    generator: parts.generator ?? createTextGenerator(config.ai),
    now,
    // On the app's clock, as the shared cache is: a test that moves time ends what it kept.
    sessionCache: createSessionCache(SESSION_CACHE_TTL_MS, () => now().getTime()),
    sharedCache: parts.sharedCache === undefined ? createSharedCache(config) : parts.sharedCache,
    live: createLiveBus({
      db: database.db,
      kind: database.kind,
      ...(parts.listenUrl ? { listenUrl: parts.listenUrl } : {}),
      log: log.error,
    }),
    background: createBackgroundWork(log.error),
    metrics: parts.metrics ?? createMetrics(),
  };
  ctx.metrics.sources.mailOutbox = async () => queueDepth(await mailOutboxCounts(ctx), ctx.now());
  ctx.metrics.sources.pushQueue = async () => queueDepth(await pushQueueCounts(ctx), ctx.now());
  closers.set(ctx, async () => {
    await reads.close();
    await database.close();
  });
  return ctx;
}

/**
 * Closes what createAppContext opened, in the order that loses nothing: background work first
 * (a sender cut off between SMTP's acceptance and its mark would send again after the lease),
 * then the live bus (what the last writes changed still reaches other processes' streams), the
 * shared cache, the replicas and the database.
 */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  await ctx.background.settled();
  await ctx.live.close();
  await ctx.sharedCache?.close();
  await closers.get(ctx)?.();
}
