import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BackgroundWork, SCHEDULED_EVERY_S } from "../background-work";
import type { RowCounts } from "../datasets";
import type { MachineFacts } from "../machine";
import { QUIET_LOAD, QUIET_NEIGHBOURS } from "../quiet";
import { BUSIEST_COMMENTS_NAME } from "../scenarios";
import { ROOT } from "../server-process";
import { COMPARED, type ComparedScenario, type SideFigures, type Spread } from "./comparison";
import type { PeerDatasets } from "./peer-datasets";
import { type PeerTarget, WHOLE_RUN } from "./peer-targets";
import type { QuipOnlyFigure } from "./quip-only";
import { HEALTH, ROUNDS, type Turn } from "./rounds";

export interface PeerRunReport {
  date: string;
  options: { quips: number; durationS: number; connections: number };
  machine: MachineFacts;
  /** The databases by name only: their addresses may carry a password. */
  datasets: { peer: string; quip: string; generated: PeerDatasets["generated"] };
  quipRows: RowCounts | null;
  turns: Turn[];
  compared: ComparedScenario[];
  quipOnly: QuipOnlyFigure[];
  threadAnswerBytes: number | null;
  quipPeakRssMb: number;
  targets: PeerTarget[];
  problems: string[];
}

const DOC = path.join(ROOT, "docs", "benchmarks.md");
const START = "<!-- npm run bench -- --peer: start -->";
const END = "<!-- npm run bench -- --peer: end -->";

/** Replaces what the last run wrote between the markers in docs/benchmarks.md. */
export function writePeerSection(report: PeerRunReport): string {
  const doc = readFileSync(DOC, "utf8");
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} markers`);
  const section = renderPeerSection(report);
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n${section}\n${doc.slice(to)}`);
  return DOC;
}

export function renderPeerSection(report: PeerRunReport): string {
  const m = report.machine;
  // Two decimals: a turn waits for a load under 2, and 1.99 would round to a "2.0" that reads as a miss.
  const loads = spreadText(
    report.turns.map((t) => t.loadAverage),
    (n) => n.toFixed(2),
  );
  const neighbours = spreadText(
    report.turns.map((t) => t.neighbours),
    (n) => n.toFixed(2),
  );
  const g = report.datasets.generated;
  const when = report.date.replace("T", ", ").slice(0, 17);
  const health = healthSpread(report.turns);
  return [
    `### The run of ${when} UTC`,
    "",
    `Machine: ${m.cpuCount} × ${m.cpuModel}, ${Math.round(m.totalMemoryMb / 1024)} GB, ${m.os}, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadAverageAtStart[0]} at the start, ${m.loadAverageAtEnd?.[0] ?? "?"} at the end, ${loads} as each turn began (each waits for the run's own load to die down); other processes used ${neighbours} cores during the turns.`,
    `Data: the peer's generator with U=${g.U} Q=${g.Q} L=${g.L} C=${g.C} F=${g.F} B=${g.B} (\`${report.datasets.peer}\`), the same rows imported into \`${report.datasets.quip}\`${report.quipRows ? ` (${rowsText(report.quipRows)})` : ""}. ${report.options.connections} connections, ${report.options.durationS} s per scenario, ${ROUNDS} rounds. Quip's \`/api/health\`: ${health} requests/s.`,
    "",
    quietText(report.targets),
    "",
    "Median of the rounds, range in brackets; latencies in ms; Quip ÷ peer is requests/s (pages/s for the quip page), round by round.",
    "",
    "| scenario | Quip rps | Quip p50 / p99 | peer rps | peer p50 / p99 | Quip ÷ peer | targets |",
    "|---|---|---|---|---|---|---|",
    ...COMPARED.map(({ name, label }) => {
      const row = report.compared.find((c) => c.name === name);
      if (!row) return `| ${label} | not measured | | | | | ${targetsText(report.targets, name)} |`;
      return `| ${label} | ${rpsText(row.quip)} | ${latencyText(row.quip)} | ${rpsText(row.peer)} | ${latencyText(row.peer)} | **${ratio(row.ratio.median)}** (${ratio(row.ratio.min)}–${ratio(row.ratio.max)}) | ${targetsText(report.targets, name)} |`;
    }),
    "",
    `Quip alone, in ${ROUNDS} rounds after those, each on a freshly started server, with the SQL floor beside it (the same statements replayed through \`pg\`); median of the rounds, range in brackets:`,
    "",
    "| scenario | rps | p50 | p99 | floor rps | floor p99 | rps ÷ floor | answer | targets |",
    "|---|---|---|---|---|---|---|---|---|",
    ...report.quipOnly.map((r) => {
      const answer =
        r.name === BUSIEST_COMMENTS_NAME && report.threadAnswerBytes !== null
          ? `${(report.threadAnswerBytes / 1024).toFixed(1)} KB`
          : "";
      const overFloor = r.floorRps ? (r.rps.median / r.floorRps.median).toFixed(2) : "";
      return `| ${r.name} | ${rate(r.rps.median)} (${rangeText(r.rps, rate)})${failedText(r.failures)} | ${ms(r.p50.median)} | ${ms(r.p99.median)} (${rangeText(r.p99, ms)}) | ${r.floorRps ? rate(r.floorRps.median) : ""} | ${r.floorP99 ? ms(r.floorP99.median) : ""} | ${overFloor} | ${answer} | ${targetsText(report.targets, r.name)} |`;
    }),
    ...report.quipOnly.flatMap((r) =>
      r.background.length > 0
        ? ["", `Beside the ${r.name} of each round, ${backgroundSummary(r.background)}.`]
        : [],
    ),
    "",
    `Through the whole run: ${targetsText(report.targets, WHOLE_RUN)}.`,
    ...(report.problems.length > 0
      ? ["", "Problems of this run:", "", ...report.problems.map((p) => `- ${firstLine(p)}`)]
      : []),
  ].join("\n");
}

function targetsText(targets: PeerTarget[], scenario: string): string {
  const row = targets.filter((t) => t.scenario === scenario);
  const judged = row
    .map((t) => `${t.goal}: ${t.pass ? "met" : "**missed**"} (${t.actual})`)
    .join("; ");
  const reasons = [...new Set(row.flatMap((t) => (t.notQuotable ? [t.notQuotable] : [])))];
  return reasons.length > 0 ? `${judged} — *not quotable: ${reasons.join("; ")}*` : judged;
}

/** The scheduled work of each round: its total time and its slowest job, as ranges. */
function backgroundSummary(runs: BackgroundWork[]): string {
  const totals = runs.map((run) => run.totalMs);
  const slowest = runs.map((run) => run.jobs.reduce((top, job) => (job.ms > top.ms ? job : top)));
  const names = [...new Set(slowest.map((job) => job.name))].join(" or ");
  return `the site's scheduled work ran once (${spreadText(totals, (n) => n.toFixed(0))} ms a run, the slowest job ${names} at ${spreadText(
    slowest.map((job) => job.ms),
    (n) => n.toFixed(0),
  )} ms); each server runs it every ${SCHEDULED_EVERY_S.min}–${SCHEDULED_EVERY_S.max} s`;
}

/** Whether every figure of the run may be quoted, and if not, how many may not. */
function quietText(targets: PeerTarget[]): string {
  const busy = targets.filter((t) => t.notQuotable).length;
  if (busy === 0) {
    return `Every figure was taken quiet (each turn begun at a load average under ${QUIET_LOAD}, other processes using under ${QUIET_NEIGHBOURS} cores) and may be quoted.`;
  }
  return `**${busy} of ${targets.length} targets were read on a busy machine or too few rounds and may not be quoted**; each says why.`;
}

function healthSpread(turns: Turn[]): string {
  const rates = turns.flatMap((t) => (t.scenarios[HEALTH] ? [t.scenarios[HEALTH].rps] : []));
  return rates.length > 0 ? spreadText(rates, rate) : "not measured";
}

function spreadText(values: number[], format: (n: number) => string): string {
  if (values.length === 0) return "?";
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0] as number)}–${format(sorted.at(-1) as number)}`;
}

function rpsText(side: SideFigures): string {
  return `${rate(side.rps.median)} (${rangeText(side.rps, rate)})${failedText(side.failures)}`;
}

/** A server that answered nothing in time has no latency to show. */
function latencyText(side: SideFigures): string {
  if (side.rps.median === 0) return "none answered";
  return `${ms(side.p50.median)} / ${ms(side.p99.median)}`;
}

function rangeText(spread: Spread, format: (n: number) => string): string {
  return `${format(spread.min)}–${format(spread.max)}`;
}

function failedText(failures: number): string {
  return failures > 0 ? `, ${failures} failed` : "";
}

function rowsText(rows: RowCounts): string {
  return Object.entries(rows)
    .map(([table, n]) => `${n.toLocaleString("en-US")} ${table}`)
    .join(", ");
}

function rate(n: number): string {
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

function ms(n: number): string {
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

function ratio(n: number): string {
  if (n === Number.POSITIVE_INFINITY) return "∞";
  return Number.isFinite(n) ? `${n.toFixed(2)}×` : "–";
}

function firstLine(text: string): string {
  return text.split("\n")[0] ?? text;
}
