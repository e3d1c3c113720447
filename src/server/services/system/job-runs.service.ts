import { hostname } from "node:os";
import { inArray, lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { jobRuns } from "#server/db/schema/index.ts";
import { SYSTEM_LIMITS } from "#shared/limits.ts";
import type { SystemJob, SystemJobs } from "#shared/schemas/system.ts";

const DAY_MS = 24 * 60 * 60_000;
const KEPT_MS = SYSTEM_LIMITS.jobRunsKeptDays * DAY_MS;
/** Rows a purge statement deletes at most: a large backlog goes in short statements. */
const PURGE_BATCH = 5_000;
/** A report or an error is one line; a stack or a provider's page is cut. */
const MESSAGE_MAX = 1_000;
/**
 * Waits are drawn between half an interval and one and a half (drawWaitMs in jobs/run-due.ts):
 * a job not started within one and a half intervals of its last start was missed.
 */
const DUE_BY_INTERVALS = 1.5;
const PROCESS = `${hostname()}:${process.pid}`;

export interface FinishedJob {
  name: string;
  ok: boolean;
  message: string;
  ms: number;
  startedAt: Date;
}

/** A scheduled job as the scheduler runs it: its name, its timer and that timer's interval. */
export interface ScheduledJob {
  job: string;
  schedule: string;
  intervalMs: number;
}

/** Records one run of a schedule, all its jobs in one statement. */
export async function recordJobRuns(
  ctx: AppContext,
  schedule: string,
  reports: readonly FinishedJob[],
): Promise<void> {
  if (reports.length === 0) return;
  await ctx.db.insert(jobRuns).values(
    reports.map((report) => ({
      job: report.name,
      schedule,
      startedAt: report.startedAt,
      durationMs: report.ms,
      ok: report.ok,
      message: report.message.slice(0, MESSAGE_MAX),
      process: PROCESS,
    })),
  );
}

/** Deletes runs older than the days they are kept, in batches; returns how many went. */
export async function purgeJobRuns(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - KEPT_MS);
  let removed = 0;
  for (;;) {
    const batch = ctx.db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(lt(jobRuns.startedAt, cutoff))
      .limit(PURGE_BATCH);
    const gone = await ctx.db
      .delete(jobRuns)
      .where(inArray(jobRuns.id, batch))
      .returning({ id: jobRuns.id });
    removed += gone.length;
    if (gone.length < PURGE_BATCH) return removed;
  }
}

interface RunRow {
  job: string;
  started_at: string | Date | null;
  duration_ms: number | null;
  ok: boolean | null;
  message: string | null;
  process: string | null;
  failures: number | string;
}

/**
 * Every scheduled job, those never run included, with its latest runs, its failures in the last
 * day and when it is due by. Each job's runs are read off its index, newest first.
 */
export async function listScheduledJobs(
  ctx: AppContext,
  scheduled: readonly ScheduledJob[],
): Promise<SystemJobs> {
  const now = ctx.now();
  const since = new Date(now.getTime() - DAY_MS);
  const names = scheduled.map((entry) => sql`${entry.job}`);
  const rows =
    names.length === 0
      ? []
      : rowsOf<RunRow>(
          await ctx.db.execute(sql`
            select j.job, r.started_at, r.duration_ms, r.ok, r.message, r.process,
              (select count(*)::int from job_runs f
                where f.job = j.job and f.started_at > ${since.toISOString()}::timestamptz
                  and not f.ok) as failures
            from unnest(array[${sql.join(names, sql`, `)}]::text[]) as j(job)
            left join lateral (
              select started_at, duration_ms, ok, message, process from job_runs
              where job = j.job
              order by started_at desc
              limit ${SYSTEM_LIMITS.jobRunsShown}
            ) r on true
            order by r.started_at desc nulls last`),
        );
  const jobs = scheduled.map((entry): SystemJob => {
    const own = rows.filter((row) => row.job === entry.job);
    const lastRuns = own.flatMap((row) =>
      row.started_at === null
        ? []
        : [
            {
              startedAt: new Date(row.started_at).toISOString(),
              durationMs: Number(row.duration_ms),
              ok: row.ok === true,
              message: row.message ?? "",
              process: row.process ?? "",
            },
          ],
    );
    const last = lastRuns[0];
    const dueBy = last
      ? new Date(Date.parse(last.startedAt) + DUE_BY_INTERVALS * entry.intervalMs)
      : null;
    return {
      name: entry.job,
      schedule: entry.schedule,
      intervalMs: entry.intervalMs,
      lastRuns,
      failuresLastDay: Number(own[0]?.failures ?? 0),
      dueBy: dueBy?.toISOString() ?? null,
      overdue: dueBy !== null && dueBy.getTime() < now.getTime(),
    };
  });
  return { now: now.toISOString(), jobs };
}
