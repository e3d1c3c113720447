import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * One run of one scheduled job, written by the scheduler after each of its runs (one insert
 * for the whole run) and kept for 14 days: the console's System tab reads from it whether the
 * scheduler runs and what each job last said. Only administrators read it: QuipBot's runs are
 * here to the millisecond, and their instant is what must never reach a member (decision 0130).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: id(),
    job: text("job").notNull(),
    /** The timer that ran it: "site" or "quipbot" (SCHEDULES in jobs/run-due.ts). */
    schedule: text("schedule").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    ok: boolean("ok").notNull(),
    /** The job's one-line report, or its error's message. */
    message: text("message").notNull(),
    /** hostname:pid of the process that ran it. */
    process: text("process").notNull(),
  },
  (t) => [
    // PostgreSQL's own order for `order by … desc`, so a job's last runs are read off the index.
    index("job_runs_job_started_idx").on(t.job, t.startedAt.desc().nullsFirst()),
    index("job_runs_started_idx").on(t.startedAt),
  ],
);
