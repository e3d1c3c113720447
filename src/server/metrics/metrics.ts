import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { QueueCounts } from "#server/db/queue-depth.ts";

/**
 * What the operator's Prometheus reads of this process (GET /metrics, docs/operations.md).
 * Label values are fixed words and route patterns only: never a member's name, a quip's id or
 * an address as it was typed, so a series says how the site runs and nothing of who did what.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route">;
  statementDuration: Histogram<"statement">;
  jobRuns: Counter<"job" | "outcome">;
  jobDuration: Histogram<"job">;
  mailDeliveries: Counter<"outcome">;
  pushDeliveries: Counter<"outcome">;
  cacheLookups: Counter<"cache" | "outcome">;
  /** Where the gauges read what is only known elsewhere, set once those parts exist. */
  sources: MetricSources;
}

export interface QueueDepth {
  pending: number;
  failed: number;
  /** How long the oldest pending item has waited, in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
}

export interface MetricSources {
  mailOutbox?: () => Promise<QueueDepth>;
  pushQueue?: () => Promise<QueueDepth>;
  /** PostgreSQL's pool; the embedded database has none. */
  pool?: () => { total: number; idle: number; waiting: number };
  liveStreams?: () => number;
}

/** Requests and statements: most take milliseconds, a feed a little more, a stuck one seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs: a fold takes milliseconds, a digest or a backup minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

/** One registry per app, so tests that build several in one process never share a series. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const sources: MetricSources = {};
  collectDefaultMetrics({ register: registry, prefix: "quip_" });
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    sources,
    httpRequests: new Counter({
      name: "quip_http_requests_total",
      help: "Requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "quip_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    statementDuration: new Histogram({
      name: "quip_db_statement_duration_seconds",
      help: "Time the database took for a statement, by its kind (select, insert, update…).",
      labelNames: ["statement"],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    jobRuns: new Counter({
      name: "quip_job_runs_total",
      help: "Scheduled job runs, by job and outcome (ok or failed).",
      labelNames: ["job", "outcome"],
      registers,
    }),
    jobDuration: new Histogram({
      name: "quip_job_duration_seconds",
      help: "How long a scheduled job's run took, by job.",
      labelNames: ["job"],
      buckets: JOB_BUCKETS,
      registers,
    }),
    mailDeliveries: new Counter({
      name: "quip_mail_deliveries_total",
      help: "Attempts to hand a mail to SMTP, by outcome (sent, or error: retried later or failed).",
      labelNames: ["outcome"],
      registers,
    }),
    pushDeliveries: new Counter({
      name: "quip_push_deliveries_total",
      help: "Pushes handled, by outcome (sent; dropped: unwanted, stale or unsubscribed; held for quiet hours; error).",
      labelNames: ["outcome"],
      registers,
    }),
    cacheLookups: new Counter({
      name: "quip_cache_lookups_total",
      help: "Lookups in the answer and session caches, by cache and outcome (hit or miss).",
      labelNames: ["cache", "outcome"],
      registers,
    }),
  };
  queueGauges("mail_outbox", "mail outbox", () => sources.mailOutbox?.(), registers);
  queueGauges("push_queue", "push queue", () => sources.pushQueue?.(), registers);
  new Gauge({
    name: "quip_db_pool_connections",
    help: "PostgreSQL connections of this process's pool, by state (idle, busy, waiting requests).",
    labelNames: ["state"],
    registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "busy" }, pool.total - pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  new Gauge({
    name: "quip_live_streams_open",
    help: "Live update streams this process holds open.",
    registers,
    collect() {
      const open = sources.liveStreams?.();
      if (open !== undefined) this.set(open);
    },
  });
  return metrics;
}

/**
 * A queue's depth as the database holds it, read at each scrape: every process reports the
 * same rows, so a fleet's dashboards take the maximum, not the sum.
 */
function queueGauges(
  name: string,
  what: string,
  read: () => Promise<QueueDepth> | undefined,
  registers: Registry[],
) {
  // One read a scrape: the scrape asks the gauges in the order they were made, so the first
  // reads and the second takes what it read.
  let latest: Promise<QueueDepth | undefined> | null = null;
  new Gauge({
    name: `quip_${name}_items`,
    help: `Items in the ${what}, by status (pending or failed).`,
    labelNames: ["status"],
    registers,
    async collect() {
      latest = Promise.resolve(read());
      const depth = await latest;
      if (!depth) return;
      this.set({ status: "pending" }, depth.pending);
      this.set({ status: "failed" }, depth.failed);
    },
  });
  new Gauge({
    name: `quip_${name}_oldest_pending_seconds`,
    help: `How long the oldest pending item of the ${what} has waited.`,
    registers,
    async collect() {
      const depth = await (latest ?? read());
      if (depth) this.set(depth.oldestPendingSeconds);
    },
  });
}

/** A queue's counts as the gauges give them: its oldest pending item's age, in seconds. */
export function queueDepth(counts: QueueCounts, now: Date): QueueDepth {
  const oldest = counts.oldestPendingAt?.getTime();
  return {
    pending: counts.pending,
    failed: counts.failed,
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}

/** A statement's kind, its first word: the label never holds the statement's text. */
export function statementKind(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "";
  return STATEMENT_KINDS.has(word) ? word : "other";
}

const STATEMENT_KINDS = new Set([
  "select",
  "insert",
  "update",
  "delete",
  "with",
  "begin",
  "commit",
  "rollback",
  "savepoint",
  "release",
]);
