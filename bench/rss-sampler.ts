import { readFileSync, writeFileSync } from "node:fs";

const INTERVAL_MS = 250;

export interface RssPeak {
  /** Highest VmRSS seen by sampling. */
  sampledPeakMb: number;
  /** The kernel's own peak (VmHWM), reset when sampling began, so it belongs to this scenario. */
  hwmMb: number | null;
  samples: number;
}

export interface RssSampling {
  stop(): RssPeak;
}

export function sampleRss(pid: number): RssSampling {
  // Writing 5 to clear_refs resets VmHWM (Linux ≥ 4.0); without it the peak is the process's.
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    hwmReset = false;
  }
  let peakKb = 0;
  let samples = 0;
  const take = () => {
    const rss = readStatusKb(pid, "VmRSS");
    if (rss !== null) {
      peakKb = Math.max(peakKb, rss);
      samples += 1;
    }
  };
  take();
  const timer = setInterval(take, INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      const hwm = hwmReset ? readStatusKb(pid, "VmHWM") : null;
      return {
        sampledPeakMb: peakKb / 1024,
        hwmMb: hwm === null ? null : hwm / 1024,
        samples,
      };
    },
  };
}

/** The process's VmRSS now, or null once it has gone. */
export function currentRssMb(pid: number): number | null {
  const kb = readStatusKb(pid, "VmRSS");
  return kb === null ? null : kb / 1024;
}

function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The peak this scenario reached, by whichever measure saw more. */
export function peakMb(peak: RssPeak): number {
  return Math.max(peak.sampledPeakMb, peak.hwmMb ?? 0);
}
