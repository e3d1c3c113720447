// Runs of the code before a change beside runs after it, from their results files: each
// scenario's median figures on both sides, and every feed held to no more than 1.1× slower.
//
//   npx tsx bench/compare.ts --before <results.json>… --after <results.json>…
import { readFileSync } from "node:fs";
import { type BeforeAfter, beforeAfter, type RunRecords } from "./before-after";
import { printTargets } from "./report";

const USAGE = "Usage: npx tsx bench/compare.ts --before <results.json>… --after <results.json>…";

function main(argv: string[]): number {
  const files: Record<"before" | "after", string[]> = { before: [], after: [] };
  let side: keyof typeof files | null = null;
  for (const arg of argv) {
    if (arg === "--before" || arg === "--after") side = arg === "--before" ? "before" : "after";
    else if (side) files[side].push(arg);
    else return usage(`unexpected ${arg}`);
  }
  if (files.before.length === 0 || files.after.length === 0) return usage("runs missing");
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as RunRecords;
  const rows = beforeAfter(files.before.map(read), files.after.map(read));
  console.log(
    `${files.before.length} run(s) before, ${files.after.length} after; medians, latencies in ms; ×: how many times slower after`,
  );
  console.log(
    `${"scenario".padEnd(40)} ${"rps before".padStart(10)} ${"rps after".padStart(10)} ${"p50 b".padStart(8)} ${"p50 a".padStart(8)} ${"p99 b".padStart(8)} ${"p99 a".padStart(8)} ${"× rps".padStart(6)} ${"× p50".padStart(6)} ${"× p99".padStart(6)}`,
  );
  for (const row of rows) console.log(line(row));
  printTargets(rows.flatMap((row) => (row.target ? [row.target] : [])));
  return 0;
}

function line({ name, before, after, slower }: BeforeAfter): string {
  const n = (value: number | undefined, digits: number, width: number) =>
    (value === undefined || !Number.isFinite(value) ? "-" : value.toFixed(digits)).padStart(width);
  return [
    name.slice(0, 40).padEnd(40),
    n(before?.rps.median, 0, 10),
    n(after?.rps.median, 0, 10),
    n(before?.p50.median, 2, 8),
    n(after?.p50.median, 2, 8),
    n(before?.p99.median, 2, 8),
    n(after?.p99.median, 2, 8),
    n(slower?.rps, 2, 6),
    n(slower?.p50, 2, 6),
    n(slower?.p99, 2, 6),
  ].join(" ");
}

function usage(problem: string): number {
  console.error(`${problem}\n${USAGE}`);
  return 2;
}

process.exit(main(process.argv.slice(2)));
