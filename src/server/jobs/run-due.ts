import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context";
import { activateTopicJob } from "./activate-topic.job";
import { closeCompetitionsJob } from "./close-competitions.job";
import { foldCountsJob } from "./fold-counts.job";
import type { Job } from "./job";
import { prepareExportsJob } from "./prepare-exports.job";
import { purgeJob } from "./purge.job";
import { quipbotJob } from "./quipbot.job";
import { rankFeedsJob } from "./rank-feeds.job";
import { revealQuipsJob } from "./reveal-quips.job";
import { scheduleTopicsJob } from "./schedule-topics.job";
import { sendMailJob } from "./send-mail.job";

/**
 * In dependency order: counts folded before anything reads them, today's topic before QuipBot
 * answers it, reveals before results, an export's mail queued before mail is sent. Mail comes
 * late, so a stalled SMTP server cannot hold back the site's own work.
 */
export const JOBS: Job[] = [
  foldCountsJob,
  activateTopicJob,
  scheduleTopicsJob,
  revealQuipsJob,
  rankFeedsJob,
  closeCompetitionsJob,
  quipbotJob,
  prepareExportsJob,
  sendMailJob,
  purgeJob,
];

export interface JobReport {
  name: string;
  ok: boolean;
  message: string;
}

/** Runs every job once. One job's failure is reported and does not stop the others. */
export async function runDueJobs(
  ctx: AppContext,
  log?: Pick<FastifyBaseLogger, "error" | "debug">,
): Promise<JobReport[]> {
  const reports: JobReport[] = [];
  for (const job of JOBS) {
    try {
      const message = await job.run(ctx);
      reports.push({ name: job.name, ok: true, message });
      log?.debug({ job: job.name }, message);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reports.push({ name: job.name, ok: false, message });
      log?.error({ job: job.name, err: error }, "scheduled job failed");
    }
  }
  return reports;
}

/**
 * Runs `run` about once an interval inside the server, one run at a time in this process. Each
 * wait is drawn between half an interval and one and a half: with a fixed beat, whatever a job
 * writes (QuipBot's quip above all) would carry the same second of every minute, which anyone
 * could learn from revealed quips and use to pick QuipBot's out among the anonymous ones.
 */
export function startScheduler(
  run: () => Promise<unknown>,
  options: { intervalMs?: number; random?: () => number } = {},
) {
  const intervalMs = options.intervalMs ?? 60_000;
  const random = options.random ?? Math.random;
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
    }
    timer = setTimeout(tick, intervalMs * (0.5 + random()));
    timer.unref();
  };
  tick();
  return {
    /** Stops scheduling and waits for a run in progress to finish. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
