import { readdirSync, readFileSync } from "node:fs";
import { loadAverage } from "./machine";
import { QUIET_LOAD } from "./quiet";

/**
 * How busy the machine is with work that is not the run's own. The load average cannot tell:
 * 32 connections on two cores raise it past 2 by themselves within a round. So a turn is read
 * twice: the 1-minute load average as it begins, once the run's own earlier work has died
 * down (settleLoad), and the processor time that other processes took while it ran, the
 * machine's busy time less the run's own (this process and everything it started, and
 * PostgreSQL, which serves both servers).
 */

/** Clock ticks a second, as /proc counts them (USER_HZ, 100 on Linux's every platform). */
const TICKS = 100;
/** How long a turn waits at most for the load average to fall under QUIET_LOAD. */
const SETTLE_LIMIT_MS = 180_000;
const SETTLE_POLL_MS = 2_000;

/** Waits until the 1-minute load average is under QUIET_LOAD (or the limit passes); answers it. */
export async function settleLoad(): Promise<number> {
  const until = Date.now() + SETTLE_LIMIT_MS;
  let load = loadAverage()[0] ?? 0;
  while (load >= QUIET_LOAD && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    load = loadAverage()[0] ?? 0;
  }
  return load;
}

/**
 * Starts watching; the function it answers gives the cores other processes used on average
 * since (0 where /proc is missing). A process the run started and that ended meanwhile is
 * counted in its parent's children's time, as is a PostgreSQL backend in its postmaster's.
 */
export function watchNeighbours(): () => number {
  const startedAt = performance.now();
  const before = { busy: busyTicks(), own: ownTicks() };
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const others = busyTicks() - before.busy - (ownTicks() - before.own);
    return seconds > 0 ? Math.max(0, others / TICKS / seconds) : 0;
  };
}

function busyTicks(): number {
  const cpu = readOr("/proc/stat").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal: all but idle and iowait.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return user + nice + system + irq + softirq + steal;
}

interface ProcessTicks {
  pid: number;
  parent: number;
  command: string;
  /** Its own time and that of its children it has waited for. */
  ticks: number;
}

function ownTicks(): number {
  const all = processes();
  const children = new Map<number, ProcessTicks[]>();
  for (const p of all) children.set(p.parent, [...(children.get(p.parent) ?? []), p]);
  let total = 0;
  const counted = new Set<number>();
  const add = (p: ProcessTicks) => {
    if (counted.has(p.pid)) return;
    counted.add(p.pid);
    total += p.ticks;
    for (const child of children.get(p.pid) ?? []) add(child);
  };
  for (const p of all) if (p.pid === process.pid || p.command === "postgres") add(p);
  return total;
}

function processes(): ProcessTicks[] {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    const stat = readOr(`/proc/${pid}/stat`);
    const close = stat.lastIndexOf(")");
    if (close < 0) return [];
    const command = stat.slice(stat.indexOf("(") + 1, close);
    // After the command: state, ppid, … utime stime cutime cstime are the 12th to 15th.
    const fields = stat.slice(close + 2).split(" ");
    const tick = (n: number) => Number(fields[n] ?? 0);
    return [
      {
        pid: Number(pid),
        parent: tick(1),
        command,
        ticks: tick(11) + tick(12) + tick(13) + tick(14),
      },
    ];
  });
}

function readOr(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}
