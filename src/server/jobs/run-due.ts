import { Cron } from "croner";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config.ts";
import type { AppContext } from "#server/context.ts";
import { recordJobRuns, type ScheduledJob } from "#server/services/system/index.ts";
import { activateTopicJob } from "./activate-topic.job";
import { awardSleuthsJob } from "./award-sleuths.job";
import { backupJob } from "./backup.job";
import { closeCompetitionsJob } from "./close-competitions.job";
import { foldCountsJob } from "./fold-counts.job";
import type { Job } from "./job";
import { prepareExportsJob } from "./prepare-exports.job";
import { purgeJob } from "./purge.job";
import { quipbotJob } from "./quipbot.job";
import { rankFeedsJob } from "./rank-feeds.job";
import { revealQuipsJob } from "./reveal-quips.job";
import { scheduleTopicsJob } from "./schedule-topics.job";
import { sendDigestJob } from "./send-digest.job";
import { sendMailJob } from "./send-mail.job";
import { sendNoticeMailJob } from "./send-notice-mail.job";
import { sendPushJob } from "./send-push.job";

/**
 * The site's scheduled work, in dependency order: counts folded before anything reads them,
 * reveals (which score the guesses) before results and a week's Sleuths, an export's mail, notice mail and digests queued before mail is sent. Mail and pushes come
 * late, so a stalled SMTP server or push service cannot hold back the site's own work. QuipBot is not here: it posts in
 * runs of its own (QUIPBOT_JOBS).
 */
export const JOBS: Job[] = [
  foldCountsJob,
  activateTopicJob,
  scheduleTopicsJob,
  revealQuipsJob,
  awardSleuthsJob,
  rankFeedsJob,
  closeCompetitionsJob,
  prepareExportsJob,
  sendNoticeMailJob,
  sendDigestJob,
  sendMailJob,
  sendPushJob,
  purgeJob,
];

/**
 * QuipBot's post, alone in its runs. Run with the site's jobs, its quip was written a few
 * hundred milliseconds after the 48-hour notices members read, so whoever learnt a run's instant
 * from them could pick QuipBot's quip out among the anonymous ones (decision 0130).
 */
export const QUIPBOT_JOBS: Job[] = [quipbotJob];

/**
 * The scheduled backup, alone in its runs, at the times BACKUP_SCHEDULE names: an operator
 * chooses a quiet hour, and a backup need not wait for the site's work, nor hold it up.
 */
export const BACKUP_JOBS: Job[] = [backupJob];

export interface JobReport {
  name: string;
  ok: boolean;
  message: string;
  /** How long the job took, in milliseconds. */
  ms: number;
  /** When it started, on the app's clock. */
  startedAt: Date;
}

type JobLog = Pick<FastifyBaseLogger, "error" | "debug">;

/**
 * Runs each job once, in order. One job's failure is reported and does not stop the others.
 * The run is then recorded for the console (one insert for all its jobs); a failure to record
 * is logged and changes nothing of what the jobs did.
 */
export async function runJobs(
  schedule: string,
  jobs: readonly Job[],
  ctx: AppContext,
  log?: JobLog,
): Promise<JobReport[]> {
  const reports: JobReport[] = [];
  for (const job of jobs) {
    const startedAt = ctx.now();
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const message = await job.run(ctx);
      const ms = took();
      observeJob(ctx, job.name, true, ms);
      reports.push({ name: job.name, ok: true, message, ms, startedAt });
      log?.debug({ job: job.name, ms }, message);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const ms = took();
      observeJob(ctx, job.name, false, ms);
      reports.push({ name: job.name, ok: false, message, ms, startedAt });
      log?.error({ job: job.name, ms, err: error }, "scheduled job failed");
    }
  }
  try {
    await recordJobRuns(ctx, schedule, reports);
  } catch (error) {
    log?.error({ schedule, err: error }, "the run of the scheduled jobs could not be recorded");
  }
  return reports;
}

function observeJob(ctx: AppContext, job: string, ok: boolean, ms: number): void {
  ctx.metrics.jobRuns.inc({ job, outcome: ok ? "ok" : "failed" });
  ctx.metrics.jobDuration.observe({ job }, ms / 1000);
}

/** Runs every job of the site's scheduled work once. */
export function runDueJobs(ctx: AppContext, log?: JobLog): Promise<JobReport[]> {
  return runJobs("site", JOBS, ctx, log);
}

/** Posts QuipBot's quip of the day if its time has come, in a run of its own. */
export function runQuipBotJobs(ctx: AppContext, log?: JobLog): Promise<JobReport[]> {
  return runJobs("quipbot", QUIPBOT_JOBS, ctx, log);
}

/** Takes a scheduled backup, in a run of its own. */
export function runBackupJobs(ctx: AppContext, log?: JobLog): Promise<JobReport[]> {
  return runJobs("backup", BACKUP_JOBS, ctx, log);
}

/** How often each schedule runs, on average (each wait is drawn around it). */
export const SCHEDULE_INTERVAL_MS = 60_000;

/** The wait before a scheduler's next run: between half an interval and one and a half. */
export function drawWaitMs(intervalMs: number, random: () => number): number {
  return intervalMs * (0.5 + random());
}

export interface SchedulerOptions {
  intervalMs?: number;
  random?: () => number;
  /** Whether the first run starts at once; otherwise after a drawn wait. */
  startAtOnce?: boolean;
}

/**
 * Runs `run` about once an interval inside the server, one run at a time in this process. Each
 * wait is drawn between half an interval and one and a half: with a fixed beat, whatever a job
 * writes (QuipBot's quip above all) would carry the same second of every minute, which anyone
 * could learn from revealed quips and use to pick QuipBot's out among the anonymous ones.
 */
export function startScheduler(run: () => Promise<unknown>, options: SchedulerOptions = {}) {
  const intervalMs = options.intervalMs ?? SCHEDULE_INTERVAL_MS;
  const random = options.random ?? Math.random;
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(tick, drawWaitMs(intervalMs, random));
    timer.unref();
  };
  const tick = () => {
    if (stopped) return;
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
    }
    schedule();
  };
  if (options.startAtOnce === false) schedule();
  else tick();
  return {
    /** Stops scheduling and waits for a run in progress to finish. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Runs `run` at each time a cron expression names, one run at a time in this process: a time
 * that comes while the last run is still going is skipped. Its fixed beat is harmless where
 * the run writes nothing members read (a backup).
 */
export function startCronScheduler(pattern: string, run: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const cron = new Cron(pattern, { unref: true }, () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  });
  return {
    /** Stops scheduling and waits for a run in progress to finish. */
    stop: async () => {
      cron.stop();
      await running;
    },
  };
}

/**
 * The server's scheduled work: the site's jobs, and QuipBot on a timer of its own, each with
 * its own drawn waits. QuipBot's first run waits too, so a start (after a stop that let its
 * instant pass) does not post it in the instant the site's jobs catch up. Neither waits for
 * the other: a quip posted when the site's run ends would sit next to its writes again.
 */
export const SCHEDULES: ReadonlyArray<{
  name: string;
  jobs: readonly Job[];
  run: (ctx: AppContext, log?: JobLog) => Promise<JobReport[]>;
  startAtOnce: boolean;
}> = [
  { name: "site", jobs: JOBS, run: runDueJobs, startAtOnce: true },
  { name: "quipbot", jobs: QUIPBOT_JOBS, run: runQuipBotJobs, startAtOnce: false },
];

/**
 * Every scheduled job by its schedule, as the console's System tab lists them: the backup too
 * when BACKUP_SCHEDULE is set, its interval the time between its next two runs.
 */
export function scheduledJobs(config: Pick<Config, "backupSchedule">): ScheduledJob[] {
  const jobs = SCHEDULES.flatMap((schedule) =>
    schedule.jobs.map((job) => ({
      job: job.name,
      schedule: schedule.name,
      intervalMs: SCHEDULE_INTERVAL_MS,
    })),
  );
  const pattern = config.backupSchedule;
  if (!pattern) return jobs;
  const [next, after] = new Cron(pattern).nextRuns(2);
  const intervalMs = next && after ? after.getTime() - next.getTime() : DAY_MS;
  return [
    ...jobs,
    ...BACKUP_JOBS.map((job) => ({ job: job.name, schedule: "backup", intervalMs })),
  ];
}

const DAY_MS = 24 * 60 * 60_000;

/** Starts every schedule of SCHEDULES on its own timer, and the backups' when BACKUP_SCHEDULE is set. */
export function startSchedulers(
  ctx: AppContext,
  log: JobLog,
  options: { intervalMs?: number; random?: () => number } = {},
) {
  const schedulers = SCHEDULES.map((schedule) =>
    startScheduler(() => schedule.run(ctx, log), {
      ...options,
      startAtOnce: schedule.startAtOnce,
    }),
  );
  const { backupSchedule } = ctx.config;
  if (backupSchedule) {
    schedulers.push(startCronScheduler(backupSchedule, () => runBackupJobs(ctx, log)));
  }
  return {
    /** Stops them all and waits for the runs in progress to finish. */
    stop: async () => {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    },
  };
}
