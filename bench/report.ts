import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { backgroundWorkText } from "./background-work";
import { CACHED_SUFFIX } from "./cache-phase";
import type { CompressionRecord } from "./compression-phase";
import type { RowCounts } from "./datasets";
import type { ExplainReport } from "./explain-check";
import type { IdleRecord } from "./idle-phase";
import type { InteractiveRecord } from "./interactive-phase";
import type { LiveRecord } from "./live-phase";
import type { MachineFacts } from "./machine";
import type { Spread } from "./peer/comparison";
import type { PushFanoutRecord } from "./push-fanout-phase";
import { QUIET_NEIGHBOURS } from "./quiet";
import type { RestartRecord } from "./restart-phase";
import type { ScalingRecord, ScenarioRecord } from "./results";
import { ROOT } from "./server-process";
import type { TargetCheck } from "./targets";

export interface BenchReport {
  date: string;
  method: string[];
  options: { quick: boolean; durationS: number; connections: number };
  machine: MachineFacts;
  datasets: Record<string, RowCounts | null>;
  scenarios: ScenarioRecord[];
  /** The feed scenarios again with the shared cache on (cache-phase.ts). */
  cached: ScenarioRecord[];
  scaling: ScalingRecord[];
  embedded: ScenarioRecord[];
  plans: ExplainReport | null;
  live: LiveRecord | null;
  /** The topic of the day's push to 10,000 subscriptions (push-fanout-phase.ts). */
  pushFanout: PushFanoutRecord | null;
  /** A restart of the built code, as `npm start` does it (restart-phase.ts). */
  restart: RestartRecord | null;
  /** The built server doing nothing, on each database (idle-phase.ts). */
  idle: IdleRecord[];
  /** From the first paint to the app's take-over, on three pages (interactive-phase.ts). */
  interactive: InteractiveRecord[];
  targets: TargetCheck[];
  problems: string[];
}

const COLUMNS: Array<[string, number]> = [
  ["scenario", 32],
  ["rps", 8],
  ["p50", 7],
  ["p97.5", 7],
  ["p99", 7],
  ["non2xx", 7],
  ["err", 5],
  ["RSS MB", 7],
  ["floor rps", 10],
  ["fl p50", 7],
  ["fl p99", 7],
  ["fl err", 6],
  ["rps×", 6],
  ["p99×", 6],
  ["others", 6],
];

export function printScenarioTable(title: string, records: ScenarioRecord[]): void {
  if (records.length === 0) return;
  const first = records[0] as ScenarioRecord;
  console.log(
    `\n${title} — ${first.connections} connections, ${first.durationS} s each; latencies in ms; ×: server / SQL floor; others: the cores other processes used meanwhile, * at ${QUIET_NEIGHBOURS} or more (not quotable)`,
  );
  console.log(row(COLUMNS.map(([name]) => name)));
  for (const r of records) {
    const h = r.http;
    const f = r.floor;
    console.log(
      row([
        r.name,
        num(h.rps, 0),
        num(h.p50, 2),
        num(h.p97_5, 2),
        num(h.p99, 2),
        String(h.non2xx),
        String(h.errors),
        num(h.peakRssMb, 0),
        f ? num(f.rps, 0) : "",
        f ? num(f.p50, 2) : "",
        f ? num(f.p99, 2) : "",
        f ? String(f.errors) : "",
        r.ratio ? num(r.ratio.rps, 2) : "",
        r.ratio ? num(r.ratio.p99, 2) : "",
        loadText(h.load),
      ]),
    );
  }
  for (const r of records) {
    if (r.background) console.log(`${r.name}: ${backgroundWorkText(r.background)}.`);
  }
}

function loadText(load: { neighbours: number }): string {
  return `${num(load.neighbours, 2)}${load.neighbours >= QUIET_NEIGHBOURS ? "*" : ""}`;
}

export function printLive(live: LiveRecord | null): void {
  if (!live) return;
  const { idle, actionToEvent: a } = live;
  console.log(
    `\nLive stream: ${idle.streams} idle streams took RSS from ${num(idle.rssBeforeMb, 0)} to ${num(idle.rssAfterMb, 0)} MB (${num(idle.kbPerStream, 1)} KB a stream); CPU at rest ${num(idle.cpuMsPerSWithout, 1)} ms/s without them, ${num(idle.cpuMsPerSWith, 1)} ms/s with them (${idle.restS} s).`,
  );
  console.log(
    `Like to its counts event during the mixed run (${num(a.mixedRps, 0)} rps): p50 ${num(a.p50, 1)} ms, p99 ${num(a.p99, 1)} ms, max ${num(a.max, 1)} ms over ${a.probes} likes, ${a.missed} missed.`,
  );
}

export function printPushFanout(record: PushFanoutRecord | null): void {
  if (!record) return;
  const r = record;
  console.log(
    `\nTopic push to ${r.subscriptions} subscriptions of ${r.members} members on ${r.dataset}: queued in ${num(r.enqueueMs, 0)} ms; drained in ${num(r.drainMs / 1000, 1)} s from the nudge (${num(r.pushesPerS, 0)} pushes/s; first to last push ${num(r.sendingMs / 1000, 1)} s); ${r.accepted} taken by the push service (VAPID checked on each, ${r.decrypted} decrypted), ${r.refused} refused, ${r.leftFailed} failed.`,
  );
  for (const p of r.probes) {
    console.log(
      `  ${p.path}: p50 ${num(p.before.p50, 2)} → ${num(p.during.p50, 2)} ms (×${num(p.p50Ratio, 2)}), p99 ${num(p.before.p99, 2)} → ${num(p.during.p99, 2)} ms (×${num(p.p99Ratio, 2)}); ${p.before.requests} requests before, ${p.during.requests} during`,
    );
  }
}

export function printCompression(record: CompressionRecord): void {
  const r = record;
  console.log(
    `\nCompressed answers on ${r.dataset}: "${r.encodings}" (br) beside no accept-encoding (identity), ${r.rounds} rounds of ${r.roundS} s a form in turns, ${r.connections} connections; median (lowest–highest) of the rounds; latencies in ms; ×: br over identity, round by round; answer: autocannon's bytes per answer, headers included`,
  );
  const widths = [26, 20, 16, 16, 16, 16, 18, 20, 20, 20];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(" ");
  console.log(
    line([
      "feed",
      "body bytes id → br",
      "answer id → br",
      "rps identity",
      "rps br",
      "rps ×",
      "p50 identity",
      "p50 br",
      "p99 identity",
      "p99 br",
    ]),
  );
  const spread = (s: Spread, digits: number) =>
    `${num(s.median, digits)} (${num(s.min, digits)}–${num(s.max, digits)})`;
  for (const f of r.feeds) {
    console.log(
      line([
        f.name,
        `${f.identity.answer.bodyBytes} → ${f.compressed.answer.bodyBytes} (${num(f.bytesCut, 1)}×)`,
        `${num(f.identity.answerBytes.median, 0)} → ${num(f.compressed.answerBytes.median, 0)}`,
        spread(f.identity.rps, 0),
        spread(f.compressed.rps, 0),
        spread(f.rpsRatio, 2),
        spread(f.identity.p50, 2),
        spread(f.compressed.p50, 2),
        spread(f.identity.p99, 1),
        spread(f.compressed.p99, 1),
      ]),
    );
  }
  for (const f of r.feeds) {
    const failures = f.identity.failures + f.compressed.failures;
    if (failures > 0) console.log(`  ${f.name}: ${failures} requests failed`);
  }
  if (r.notQuotable) console.log(`  Not quotable (decision 0150): ${r.notQuotable}`);
}

export function printRestart(restart: RestartRecord | null): void {
  if (!restart) return;
  console.log(
    `\nRestart of the built code: build check ${num(restart.buildCheckMs, 0)} ms (nothing to build), server ready ${num(restart.serverStartMs, 0)} ms later.`,
  );
}

export function printIdle(records: IdleRecord[]): void {
  if (records.length === 0) return;
  console.log("\nIdle server, scheduled work on, the demo community — VmRSS once it stops moving");
  for (const r of records) {
    const when = r.settled
      ? `settled ${num(r.settledAfterS, 0)} s after ready`
      : `still moving ${num(r.settledAfterS, 0)} s after ready`;
    console.log(`  ${r.name.padEnd(44)} ${num(r.rssMb, 0).padStart(5)} MB  (${when})`);
  }
}

export function printScaling(records: ScalingRecord[]): void {
  if (records.length === 0) return;
  console.log(
    "\nScaling — large dataset over small one (rps: below 1 is slower; latency: above 1 is slower)",
  );
  for (const r of records) {
    console.log(
      `  ${r.name.padEnd(30)} ${r.large} / ${r.small}: rps ${num(r.rpsRatio, 2)}×, p50 ${num(r.p50Ratio, 2)}×, p99 ${num(r.p99Ratio, 2)}×`,
    );
  }
}

/** A target with `notQuotable` set was read on a busy machine or too few rounds (quiet.ts). */
export function printTargets(targets: Array<TargetCheck & { notQuotable?: string | null }>): void {
  console.log("\nTargets");
  for (const t of targets) {
    const margin = Number.isFinite(t.marginPct)
      ? `${t.marginPct >= 0 ? "+" : ""}${t.marginPct.toFixed(0)}%`
      : "n/a";
    const taken = t.notQuotable ? `  (not quotable: ${t.notQuotable})` : "";
    console.log(
      `  ${t.pass ? "PASS" : "MISS"}  ${t.target.padEnd(62)} ${t.actual.padStart(10)}  margin ${margin}${taken}`,
    );
  }
}

/** bench/results/<prefix><date>.json */
export function writeJson(report: { date: string }, prefix = ""): string {
  const dir = path.join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  // Colons are not welcome in every file system a results folder gets copied to.
  const file = path.join(dir, `${prefix}${report.date.replace(/:/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

function row(cells: string[]): string {
  return cells
    .map((cell, i) => {
      const width = (COLUMNS[i] as [string, number])[1];
      return i === 0 ? cell.slice(0, width).padEnd(width) : cell.padStart(width);
    })
    .join(" ");
}

function num(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

/** Each feed's figures with the shared cache off (the main measurement) and on, side by side. */
export function printCachedFeeds(uncached: ScenarioRecord[], cached: ScenarioRecord[]): void {
  if (cached.length === 0) return;
  const off = new Map(uncached.map((r) => [r.name, r.http]));
  console.log(
    "\nFeeds without and with the shared cache — rps and p99 (ms); ×: cached / uncached rps",
  );
  console.log(
    `${"scenario".padEnd(32)} ${"rps off".padStart(9)} ${"p99 off".padStart(8)} ${"rps on".padStart(9)} ${"p99 on".padStart(8)} ${"×".padStart(6)}`,
  );
  for (const r of cached) {
    const name = r.name.slice(0, -CACHED_SUFFIX.length);
    const before = off.get(name);
    console.log(
      [
        name.slice(0, 32).padEnd(32),
        (before ? num(before.rps, 0) : "-").padStart(9),
        (before ? num(before.p99, 2) : "-").padStart(8),
        num(r.http.rps, 0).padStart(9),
        num(r.http.p99, 2).padStart(8),
        (before && before.rps > 0 ? num(r.http.rps / before.rps, 1) : "-").padStart(6),
      ].join(" "),
    );
  }
}
