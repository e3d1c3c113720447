import type { TextGenerator } from "./ai/text-generator";
import type { SharedCache } from "./cache/shared-cache";
import type { Config } from "./config";
import type { Db, DbKind } from "./db/database";
import type { ReadReplicas } from "./db/read-replicas";
import type { BackgroundWork } from "./lib/background-work";
import type { LiveBus } from "./live/bus";
import type { Mailer } from "./mail/mailer";
import type { Metrics } from "./metrics/metrics";
import type { SessionCache } from "./services/auth/session-cache";
import type { ObjectStorage } from "./storage/object-storage";

/**
 * What every route and service may use; built by createAppContext (app-context.ts) for the
 * server, the command line and the tests alike.
 */
export interface AppContext {
  db: Db;
  dbKind: DbKind;
  /**
   * The replicas a read-only request may use instead of `db`; routes reach them through
   * readOnReplica (plugins/read-your-writes.ts), never directly.
   */
  reads: ReadReplicas;
  config: Config;
  storage: ObjectStorage;
  /** SMTP, or the data directory's outbox when SMTP_URL is unset. */
  mailer: Mailer;
  /** Topics and QuipBot quips: an OpenAI-compatible provider, or the built-in generator. */
  generator: TextGenerator;
  /** The clock, injectable so tests can set the time. */
  now: () => Date;
  /** Sessions this process read in the last few seconds, so a request rarely asks for its own. */
  sessionCache: SessionCache;
  /**
   * Answers that are the same for every viewer, for a few seconds (decision 0128); null when
   * turned off. Writes that change them call `invalidate` once committed.
   */
  sharedCache: SharedCache | null;
  /** Where services say what changed, by id, for the live streams of every server process. */
  live: LiveBus;
  /** What a request starts and does not wait for (mail, exports, count folds), drained on close. */
  background: BackgroundWork;
  /** What the operator's Prometheus reads of this process (GET /metrics). */
  metrics: Metrics;
}

/**
 * What a read-only service needs of the place it reads: a database, and the clock as that
 * database knows it. readOnReplica hands one on a replica (its clock as far behind as the
 * replica is), and the whole context is one too, for a read on the primary, a job or a test.
 */
export type ReadScope = Pick<AppContext, "db" | "dbKind" | "now" | "config">;
