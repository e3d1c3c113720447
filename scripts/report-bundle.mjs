// Prints the gzipped JavaScript a first load of each client route downloads (the first script,
// the app it starts and the page's own chunk), and the home page's first load against its
// budget; writes the same figures to dist/bundle-report.json.
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  BUDGETED_ROUTE,
  distDir,
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadReport,
} from "./bundle-manifest.mjs";

const { routes, afterStart, gzipBytesByFile } = firstLoadReport();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [
  ["route", "page chunk", "files", "JS gzipped"],
  ...routes.map((route) => [
    route.path,
    route.pageChunk ? path.basename(route.pageChunk) : "(in the app chunk)",
    String(route.files.length),
    kb(route.gzipBytes),
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log("\nFirst load of each route (entry, page chunk and their static imports):");
for (const row of rows) {
  const cells = row.map((cell, column) =>
    column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
  );
  console.log(`  ${cells.join("  ")}`);
}

const budgeted = routes.find((route) => route.path === BUDGETED_ROUTE);
if (!budgeted) throw new Error(`The router has no route ${BUDGETED_ROUTE}`);
const withinBudget = budgeted.gzipBytes <= FIRST_LOAD_BUDGET_BYTES;
console.log(
  `First load of ${BUDGETED_ROUTE}: ${kb(budgeted.gzipBytes)} of its ${kb(FIRST_LOAD_BUDGET_BYTES)} budget` +
    (withinBudget ? "" : " — OVER BUDGET (e2e/bundle-budget.spec.ts will fail)"),
);

console.log(`Fetched by every page once the app has started: ${kb(afterStart.gzipBytes)}`);

const budget = {
  route: BUDGETED_ROUTE,
  limitBytes: FIRST_LOAD_BUDGET_BYTES,
  gzipBytes: budgeted.gzipBytes,
  withinBudget,
};
writeFileSync(
  path.join(distDir(), "bundle-report.json"),
  `${JSON.stringify({ budget, routes, afterStart, gzipBytesByFile }, null, 2)}\n`,
);
