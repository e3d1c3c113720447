import { type Spread, spreadOf } from "./peer/comparison";
import { notQuotable } from "./quiet";
import type { ScenarioRecord } from "./results";
import { isMutingRound } from "./scenarios";
import { atMost, type TargetCheck } from "./targets";

/** No feed slower than this many times its figure before a change (issue 34's blind scoring). */
export const SLOWER_LIMIT = 1.1;

/** What a run's results file (bench/results/<date>.json) holds that is compared here. */
export interface RunRecords {
  scenarios: ScenarioRecord[];
  /** The feeds again with the shared cache on, named with " cached". */
  cached: ScenarioRecord[];
}

interface Figures {
  rps: Spread;
  p50: Spread;
  p99: Spread;
  runs: number;
}

export interface BeforeAfter {
  name: string;
  before: Figures | null;
  after: Figures | null;
  /** How many times slower after than before, of the medians: rps before ÷ after, latency after ÷ before. */
  slower: { rps: number; p50: number; p99: number } | null;
  /** Feeds only: the slower of rps and p50 within SLOWER_LIMIT. */
  target: (TargetCheck & { notQuotable: string | null }) | null;
}

/**
 * Every scenario of runs of the code before a change beside runs after it, each side's median
 * over its runs. A figure may be quoted as decision 0150 has it: five runs a side at least,
 * of 10 s scenarios, each begun under a load average of 2 with other processes quiet.
 */
export function beforeAfter(before: RunRecords[], after: RunRecords[]): BeforeAfter[] {
  const byName = (runs: RunRecords[]) => {
    const records = new Map<string, ScenarioRecord[]>();
    for (const run of runs) {
      for (const record of [...run.scenarios, ...run.cached]) {
        if (isMutingRound(record.name)) continue;
        records.set(record.name, [...(records.get(record.name) ?? []), record]);
      }
    }
    return records;
  };
  const was = byName(before);
  const is = byName(after);
  const names = [...new Set([...is.keys(), ...was.keys()])];
  return names.map((name) => {
    const then = was.get(name) ?? [];
    const now = is.get(name) ?? [];
    const figures = (records: ScenarioRecord[]): Figures | null =>
      records.length === 0
        ? null
        : {
            rps: spreadOf(records.map((r) => r.http.rps)),
            p50: spreadOf(records.map((r) => r.http.p50)),
            p99: spreadOf(records.map((r) => r.http.p99)),
            runs: records.length,
          };
    const b = figures(then);
    const a = figures(now);
    const slower =
      b && a
        ? {
            rps: b.rps.median / a.rps.median,
            p50: a.p50.median / b.p50.median,
            p99: a.p99.median / b.p99.median,
          }
        : null;
    const target =
      slower && name.startsWith("feed ")
        ? {
            ...atMost(
              `${name}: rps and p50 within ${SLOWER_LIMIT}× before`,
              Math.max(slower.rps, slower.p50),
              SLOWER_LIMIT,
              "×",
            ),
            notQuotable: notQuotable({
              loads: [...then, ...now].map((r) => r.http.load.start),
              neighbours: [...then, ...now].map((r) => r.http.load.neighbours),
              rounds: Math.min(then.length, now.length),
              durationS: Math.min(...[...then, ...now].map((r) => r.durationS)),
            }),
          }
        : null;
    return { name, before: b, after: a, slower, target };
  });
}
