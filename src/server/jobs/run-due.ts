import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context";
import { activateTopicJob } from "./activate-topic.job";
import { closeCompetitionsJob } from "./close-competitions.job";
import type { Job } from "./job";
import { purgeJob } from "./purge.job";
import { quipbotJob } from "./quipbot.job";
import { rankFeedsJob } from "./rank-feeds.job";
import { revealQuipsJob } from "./reveal-quips.job";
import { scheduleTopicsJob } from "./schedule-topics.job";

/** In dependency order: today's topic before QuipBot answers it, reveals before results. */
export const JOBS: Job[] = [
  activateTopicJob,
  scheduleTopicsJob,
  revealQuipsJob,
  rankFeedsJob,
  closeCompetitionsJob,
  quipbotJob,
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

/** Runs the jobs every interval inside the server; one run at a time in this process. */
export function startScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs = 60_000) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs(ctx, log).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    /** Stops scheduling and waits for a run in progress to finish. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
