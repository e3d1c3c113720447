import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduledJobs, startScheduler } from "./run-due";

afterEach(() => {
  vi.useRealTimers();
});

describe("the job scheduler", () => {
  it("runs at once, then after waits drawn between half and one and a half intervals", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const draws = [0, 0.999, 0.5];
    const start = Date.now();
    const scheduler = startScheduler(
      async () => {
        runs.push(Date.now() - start);
      },
      { intervalMs: 60_000, random: () => draws.shift() ?? 0.5 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([0]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toEqual([0, 30_000]);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(runs).toEqual([0, 30_000]);
    await vi.advanceTimersByTimeAsync(940);
    expect(runs).toEqual([0, 30_000, 119_940]);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toHaveLength(3);
  });

  it("can wait a drawn time before its first run, as QuipBot's timer does", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const start = Date.now();
    const scheduler = startScheduler(
      async () => {
        runs.push(Date.now() - start);
      },
      { intervalMs: 60_000, random: () => 0.25, startAtOnce: false },
    );
    await vi.advanceTimersByTimeAsync(44_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([45_000]);
    await scheduler.stop();
  });

  it("never starts a run while the last one is still going, and stop waits for it", async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => {};
    const scheduler = startScheduler(
      () => {
        started += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { intervalMs: 1_000, random: () => 0.5 },
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe("the System tab's list of scheduled jobs", () => {
  it("names the backup only when BACKUP_SCHEDULE is set, its interval the cron's period", () => {
    const without = scheduledJobs({ backupSchedule: undefined });
    expect(without.map((job) => job.job)).not.toContain("backup");
    const nightly = scheduledJobs({ backupSchedule: "30 3 * * *" });
    expect(nightly.find((job) => job.job === "backup")).toEqual({
      job: "backup",
      schedule: "backup",
      intervalMs: 24 * 60 * 60_000,
    });
    expect(nightly.filter((job) => job.schedule === "site")).toEqual(
      without.filter((job) => job.schedule === "site"),
    );
  });
});
