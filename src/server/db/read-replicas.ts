import { sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openPostgres, type QueryObserver, rowsOf } from "./database";

/** A position in PostgreSQL's write-ahead log, in bytes from its start. */
export type Lsn = bigint;

/** PostgreSQL's text form of a position ("16/B374D848"); null for anything else. */
export function parseLsn(text: string | undefined | null): Lsn | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? "");
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  const high = (lsn >> 32n).toString(16).toUpperCase();
  const low = (lsn & 0xffffffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}

export interface ReadReplica {
  /** host:port/database, for logs: never the password. */
  name: string;
  db: Db;
}

/** A replica chosen for one read, and how old the newest data it is sure to hold may be. */
export interface ChosenReplica extends ReadReplica {
  /** It holds every transaction committed more than this many milliseconds ago. */
  behindMs: number;
}

export interface ReplicaState {
  name: string;
  up: boolean;
  /** How far behind the primary it was at the last poll; null until a poll reached it. */
  lagMs: number | null;
  lagBytes: number | null;
  /** Taking reads: up, and no further behind than the bound. */
  usable: boolean;
}

/** Which database a read may use; `enabled` is false when no replica is configured. */
export interface ReadReplicas {
  readonly enabled: boolean;
  /**
   * A usable replica that has replayed `writtenAt` (when given), taken in turn; null when
   * none may answer and the read goes to the primary.
   */
  choose(writtenAt: Lsn | null): ChosenReplica | null;
  /** A read on it failed on its connection: it is skipped until a poll reaches it again. */
  failed(replica: ReadReplica, error: unknown): void;
  /** The primary's WAL position now: every transaction committed so far ends at or before it. */
  primaryPosition(): Promise<Lsn | null>;
  /** Asks the primary and every replica where they are, now (the timer does it every pollMs). */
  poll(): Promise<void>;
  states(): ReplicaState[];
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  /** Replicas further behind than this are skipped. */
  maxLagMs: number;
  /** How often each replica is asked how far it has replayed; 0 polls only when told. */
  pollMs?: number;
  poolSize: number;
  /** Sees each statement sent to a replica (tests count them). */
  onQuery?: QueryObserver;
  /** Hears a replica leave or rejoin the reads. */
  log?: (message: string) => void;
}

/** Every read goes to the primary: the embedded database, or no DATABASE_READ_URL. */
export const NO_READ_REPLICAS: ReadReplicas = {
  enabled: false,
  choose: () => null,
  failed: () => {},
  primaryPosition: async () => null,
  poll: async () => {},
  states: () => [],
  close: async () => {},
};

/** Long enough for a healthy server across a busy machine, short enough to notice a dead one. */
const POLL_TIMEOUT_MS = 1000;
const DEFAULT_POLL_MS = 150;

interface Replica extends ReadReplica {
  /** A connection of its own, so a poll never queues behind the reads. */
  poller: pg.Pool;
  close(): Promise<void>;
  up: boolean;
  replayed: Lsn | null;
  /** The newest moment whose primary position it had replayed by the last poll. */
  currentAsOf: number | null;
  lagBytes: number | null;
  usable: boolean;
}

interface PrimarySample {
  at: number;
  lsn: Lsn;
}

/**
 * Pools on the replicas of DATABASE_READ_URL and what a poll knows of them. A replica's lag
 * is measured against the primary's own positions: it is current as of the latest poll whose
 * primary position it has replayed, so an idle primary never makes a replica look behind.
 */
export async function openReadReplicas(
  primary: Db,
  urls: string[],
  options: ReadReplicaOptions,
): Promise<ReadReplicas> {
  const replicas: Replica[] = await Promise.all(
    urls.map(async (url) => {
      const database = await openPostgres(url, options.poolSize, options.onQuery, POLL_TIMEOUT_MS);
      const poller = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: POLL_TIMEOUT_MS,
      });
      poller.on("error", () => {});
      return {
        name: nameOf(url),
        db: database.db,
        poller,
        close: database.close,
        up: false,
        replayed: null,
        currentAsOf: null,
        lagBytes: null,
        usable: false,
      };
    }),
  );
  const samples: PrimarySample[] = [];
  let turn = 0;
  let polling: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const primaryPosition = async (): Promise<Lsn | null> => {
    const rows = rowsOf<{ lsn: string }>(
      await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`),
    );
    return parseLsn(rows[0]?.lsn);
  };

  const settle = (replica: Replica, now: number) => {
    const lagMs = replica.currentAsOf === null ? null : now - replica.currentAsOf;
    const usable = replica.up && lagMs !== null && lagMs <= options.maxLagMs;
    if (usable !== replica.usable) {
      options.log?.(
        usable
          ? `Read replica ${replica.name} takes reads again.`
          : `Read replica ${replica.name} is skipped: ${replica.up ? `${lagMs ?? "?"} ms behind` : "unreachable"}.`,
      );
    }
    replica.usable = usable;
  };

  const pollOnce = async () => {
    const at = Date.now();
    const [primaryLsn, ...replayed] = await Promise.all([
      withTimeout(primaryPosition()).catch(() => null),
      ...replicas.map((replica) => withTimeout(replayPosition(replica.poller)).catch(() => null)),
    ]);
    if (primaryLsn !== null && primaryLsn !== undefined) samples.push({ at, lsn: primaryLsn });
    // Older samples than the bound cannot make a replica usable.
    while (samples.length > 1 && (samples[0]?.at ?? at) < at - options.maxLagMs - 1000) {
      samples.shift();
    }
    const newest = samples.at(-1);
    replicas.forEach((replica, i) => {
      const position = replayed[i] ?? null;
      replica.up = position !== null;
      if (position !== null) {
        replica.replayed = position;
        for (let s = samples.length - 1; s >= 0; s--) {
          const sample = samples[s];
          if (sample && sample.lsn <= position) {
            replica.currentAsOf = Math.max(replica.currentAsOf ?? 0, sample.at);
            break;
          }
        }
        replica.lagBytes = newest ? Math.max(0, Number(newest.lsn - position)) : null;
      }
      settle(replica, Date.now());
    });
  };

  const poll = () => {
    polling ??= pollOnce().finally(() => {
      polling = null;
    });
    return polling;
  };

  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const schedule = () => {
    if (closed || pollMs === 0) return;
    timer = setTimeout(
      () =>
        void poll()
          .catch(() => {})
          .finally(schedule),
      pollMs,
    );
    timer.unref();
  };
  schedule();

  return {
    enabled: true,
    choose: (writtenAt) => {
      const now = Date.now();
      const eligible = replicas.filter((replica) => {
        settle(replica, now);
        return (
          replica.usable &&
          (writtenAt === null || (replica.replayed !== null && replica.replayed >= writtenAt))
        );
      });
      turn = (turn + 1) % Math.max(1, eligible.length);
      const chosen = eligible[turn];
      if (!chosen || chosen.currentAsOf === null) return null;
      return { name: chosen.name, db: chosen.db, behindMs: Math.max(0, now - chosen.currentAsOf) };
    },
    failed: (replica, error) => {
      const known = replicas.find((r) => r.db === replica.db);
      if (!known || !isConnectionFailure(error)) return;
      known.up = false;
      settle(known, Date.now());
    },
    primaryPosition,
    poll,
    states: () =>
      replicas.map((replica) => ({
        name: replica.name,
        up: replica.up,
        lagMs: replica.currentAsOf === null ? null : Date.now() - replica.currentAsOf,
        lagBytes: replica.lagBytes,
        usable: replica.usable,
      })),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await polling;
      await Promise.all(replicas.flatMap((replica) => [replica.close(), replica.poller.end()]));
    },
  };
}

/** A replica's replayed position; a server that is not a standby (a test's) is its own. */
async function replayPosition(poller: pg.Pool): Promise<Lsn | null> {
  const result = await poller.query<{ lsn: string | null }>(
    "select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as lsn",
  );
  return parseLsn(result.rows[0]?.lsn);
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), POLL_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The replica's connection, not the statement, failed: no SQLSTATE (refused, reset, timed
 * out), a connection exception (08) or the server shutting down or starting (57P).
 */
function isConnectionFailure(error: unknown): boolean {
  let e: unknown = error;
  while (e && typeof e === "object") {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return code.startsWith("08") || code.startsWith("57P");
    }
    e = (e as { cause?: unknown }).cause;
  }
  return true;
}

function nameOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}
