import { z } from "zod";

/** One run of a scheduled job, as the scheduler recorded it. */
export const JobRun = z.object({
  startedAt: z.string(),
  durationMs: z.number(),
  ok: z.boolean(),
  /** The job's report, or its error's message. */
  message: z.string(),
  /** hostname:pid of the process that ran it. */
  process: z.string(),
});
export type JobRun = z.infer<typeof JobRun>;

/**
 * A scheduled job and how it stands. Waits are drawn between half an interval and one and a
 * half, so a job is due by its last start plus one and a half intervals; past that, no process
 * has run it when one should have: `overdue`.
 */
export const SystemJob = z.object({
  name: z.string(),
  /** The timer that runs it: "site" or "quipbot". */
  schedule: z.string(),
  intervalMs: z.number(),
  /** Newest first; empty for a job never run (or not within the days runs are kept). */
  lastRuns: z.array(JobRun),
  failuresLastDay: z.number(),
  /** Null for a job never run. */
  dueBy: z.string().nullable(),
  overdue: z.boolean(),
});
export type SystemJob = z.infer<typeof SystemJob>;

export const SystemJobs = z.object({
  /** The server's clock when it answered, so ages read as the server counts them. */
  now: z.string(),
  jobs: z.array(SystemJob),
});
export type SystemJobs = z.infer<typeof SystemJobs>;

export const QUEUED_STATUSES = ["pending", "failed"] as const;
export type QueuedStatus = (typeof QUEUED_STATUSES)[number];

/** A mail waiting in the outbox, or given up on. Its body is never part of the answer. */
export const QueuedMail = z.object({
  id: z.string(),
  status: z.enum(QUEUED_STATUSES),
  createdAt: z.string(),
  subject: z.string(),
  recipient: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type QueuedMail = z.infer<typeof QueuedMail>;

/** A push waiting for its push service, or given up on. What it announces is worded at sending. */
export const QueuedPush = z.object({
  id: z.string(),
  status: z.enum(QUEUED_STATUSES),
  createdAt: z.string(),
  /** An Activity notice, or the topic of the day (decision 0161). */
  kind: z.enum(["notice", "topic"]),
  /** The subscribed member's username. */
  recipient: z.string(),
  /** The push service's host. */
  service: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type QueuedPush = z.infer<typeof QueuedPush>;

const QueueCounts = {
  pending: z.number(),
  failed: z.number(),
  /** When the oldest pending one was queued; null when none is pending. */
  oldestPendingAt: z.string().nullable(),
};

/** The mail outbox: failed mails first, then pending ones, oldest first within each. */
export const SystemMail = z.object({ ...QueueCounts, mails: z.array(QueuedMail) });
export type SystemMail = z.infer<typeof SystemMail>;

export const SystemPushes = z.object({ ...QueueCounts, pushes: z.array(QueuedPush) });
export type SystemPushes = z.infer<typeof SystemPushes>;

/** A data export not yet ready: being prepared, or given up on. Nothing of what it holds. */
export const ExportInFlight = z.object({
  status: z.enum(["preparing", "failed"]),
  username: z.string(),
  requestedAt: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type ExportInFlight = z.infer<typeof ExportInFlight>;

export const SystemExports = z.object({ exports: z.array(ExportInFlight) });
export type SystemExports = z.infer<typeof SystemExports>;

export const ReplicaStatus = z.object({
  /** host:port/database, never the password. */
  name: z.string(),
  up: z.boolean(),
  lagMs: z.number().nullable(),
  lagBytes: z.number().nullable(),
  /** Taking reads: up, and no further behind than the bound. */
  usable: z.boolean(),
});
export type ReplicaStatus = z.infer<typeof ReplicaStatus>;

export const SystemDatabase = z.object({
  kind: z.enum(["embedded", "postgres"]),
  /** The PostgreSQL server's version (the embedded one's too). */
  serverVersion: z.string(),
  replicas: z.array(ReplicaStatus),
  /** A replica further behind is skipped (DATABASE_READ_MAX_LAG_MS). */
  maxLagMs: z.number(),
  migrations: z.object({
    applied: z.number(),
    /** The latest applied migration's tag ("0032_job_runs"); null when it is not this build's. */
    latest: z.string().nullable(),
    /** Tags this build carries that the database has not applied. */
    pending: z.array(z.string()),
  }),
});
export type SystemDatabase = z.infer<typeof SystemDatabase>;

export const SystemVersion = z.object({
  /** package.json's version. */
  version: z.string(),
  /** The build's stamp (a hash of its sources) and when it was made; null when run from source. */
  build: z.object({ stamp: z.string(), builtAt: z.string() }).nullable(),
  node: z.string(),
  /** When this process started. */
  startedAt: z.string(),
});
export type SystemVersion = z.infer<typeof SystemVersion>;
