import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RowCounts } from "../datasets";
import type { MachineFacts } from "../machine";
import type { ScenarioRecord } from "../results";
import { BUSIEST_COMMENTS_NAME } from "../scenarios";
import { ROOT } from "../server-process";
import { COMPARED, type ComparedScenario, type SideFigures, type Spread } from "./comparison";
import type { PeerDatasets } from "./peer-datasets";
import { type PeerTarget, WHOLE_RUN } from "./peer-targets";
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
  quipOnly: ScenarioRecord[];
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
  const loads = spreadText(
    report.turns.map((t) => t.loadAverage),
    (n) => n.toFixed(1),
  );
  const g = report.datasets.generated;
  const when = report.date.replace("T", ", ").slice(0, 17);
  const health = healthSpread(report.turns);
  return [
    `### The run of ${when} UTC`,
    "",
    `Machine: ${m.cpuCount} × ${m.cpuModel}, ${Math.round(m.totalMemoryMb / 1024)} GB, ${m.os}, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadAverageAtStart[0]} at the start, ${m.loadAverageAtEnd?.[0] ?? "?"} at the end, ${loads} as each turn began.`,
    `Data: the peer's generator with U=${g.U} Q=${g.Q} L=${g.L} C=${g.C} F=${g.F} B=${g.B} (\`${report.datasets.peer}\`), the same rows imported into \`${report.datasets.quip}\`${report.quipRows ? ` (${rowsText(report.quipRows)})` : ""}. ${report.options.connections} connections, ${report.options.durationS} s per scenario, ${ROUNDS} rounds. Quip's \`/api/health\`: ${health} requests/s.`,
    "",
    "Median of the rounds, range in brackets; latencies in ms; Quip ÷ peer is requests/s, round by round.",
    "",
    "| scenario | Quip rps | Quip p50 / p99 | peer rps | peer p50 / p99 | Quip ÷ peer | targets |",
    "|---|---|---|---|---|---|---|",
    ...COMPARED.map(({ name, label }) => {
      const row = report.compared.find((c) => c.name === name);
      if (!row) return `| ${label} | not measured | | | | | ${targetsText(report.targets, name)} |`;
      return `| ${label} | ${rpsText(row.quip)} | ${latencyText(row.quip)} | ${rpsText(row.peer)} | ${latencyText(row.peer)} | **${ratio(row.ratio.median)}** (${ratio(row.ratio.min)}–${ratio(row.ratio.max)}) | ${targetsText(report.targets, name)} |`;
    }),
    "",
    "Quip alone, once after the rounds, with the SQL floor beside it (the same statements replayed through `pg`):",
    "",
    "| scenario | rps | p50 | p99 | floor rps | floor p99 | rps ÷ floor | answer | targets |",
    "|---|---|---|---|---|---|---|---|---|",
    ...report.quipOnly.map((r) => {
      const h = r.http;
      const f = r.floor;
      const answer =
        r.name === BUSIEST_COMMENTS_NAME && report.threadAnswerBytes !== null
          ? `${(report.threadAnswerBytes / 1024).toFixed(1)} KB`
          : "";
      return `| ${r.name} | ${rate(h.rps)}${failedText(h.errors + h.non2xx + h.timeouts)} | ${ms(h.p50)} | ${ms(h.p99)} | ${f ? rate(f.rps) : ""} | ${f ? ms(f.p99) : ""} | ${r.ratio ? r.ratio.rps.toFixed(2) : ""} | ${answer} | ${targetsText(report.targets, r.name)} |`;
    }),
    "",
    `Through the whole run: ${targetsText(report.targets, WHOLE_RUN)}.`,
    ...(report.problems.length > 0
      ? ["", "Problems of this run:", "", ...report.problems.map((p) => `- ${firstLine(p)}`)]
      : []),
  ].join("\n");
}

function targetsText(targets: PeerTarget[], scenario: string): string {
  return targets
    .filter((t) => t.scenario === scenario)
    .map((t) => `${t.goal}: ${t.pass ? "met" : "**missed**"} (${t.actual})`)
    .join("; ");
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
