import { runToEnd } from "./child-processes";
import { ROOT } from "./server-process";

/** How often each server runs the site's scheduled work: a wait drawn between 30 s and 90 s. */
export const SCHEDULED_EVERY_S = { min: 30, mean: 60, max: 90 };
const RUN_TIMEOUT_MS = 10 * 60_000;

export interface BackgroundWork {
  /** Each job of one run of the site's scheduled work, in the order it ran. */
  jobs: Array<{ name: string; ok: boolean; ms: number }>;
  totalMs: number;
  /** The run's time over the mean wait between runs: the share of one core it keeps busy. */
  shareOfCore: number;
}

/**
 * One run of the site's scheduled work on `url`, through `npm run jobs -- run-due`, as another
 * server of the fleet would run it: started beside a load run, its cost lands on the database
 * and the machine while the load is measured, and its own timings say what it took.
 */
export async function runScheduledWork(url: string): Promise<BackgroundWork> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" };
  delete env.DATA_DIR;
  const printed = await runToEnd("npm", ["run", "--silent", "jobs", "--", "run-due"], {
    cwd: ROOT,
    env,
    timeoutMs: RUN_TIMEOUT_MS,
    captureStdout: true,
  });
  const jobs = [...printed.matchAll(/^(ok {2}|FAIL) ([\w-]+): .* \((\d+) ms\)$/gm)].map(
    ([, status, name = "", ms = "0"]) => ({ name, ok: status === "ok  ", ms: Number(ms) }),
  );
  if (jobs.length === 0) throw new Error(`the scheduled work printed no job: ${printed}`);
  const totalMs = jobs.reduce((sum, job) => sum + job.ms, 0);
  return { jobs, totalMs, shareOfCore: totalMs / (SCHEDULED_EVERY_S.mean * 1000) };
}

export function backgroundWorkText(work: BackgroundWork): string {
  const jobs = work.jobs
    .filter((job) => job.ms >= 1 || !job.ok)
    .map((job) => `${job.name} ${job.ms} ms${job.ok ? "" : " (failed)"}`)
    .join(", ");
  return `the site's scheduled work ran once beside it: ${work.totalMs} ms (${jobs}); each server runs it every ${SCHEDULED_EVERY_S.min}–${SCHEDULED_EVERY_S.max} s, ${(work.shareOfCore * 100).toFixed(1)}% of one core at this cost`;
}
