// Lighthouse's default mobile run (performance only) on the home feed and one quip, as a visitor,
// and on one member's profile, signed in (profiles are for members), in each theme: the device's
// setting (prefers-color-scheme) is emulated light, then dark.
//
//   npx tsx bench/lighthouse.ts [baseUrl]
//
// Without a baseUrl it builds the app and serves it on a fresh embedded database with the demo
// community (bench/demo-server.ts). LIGHTHOUSE_RUNS (default 3) runs per page, the median reported;
// BENCH_USERNAME / BENCH_PASSWORD sign in elsewhere than the demo. Figures go to
// bench/results/lighthouse.json (each page's whole report beside it); exits 1 when a page misses.
// LIGHTHOUSE_THEMES (default "light,dark") picks the themes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
import { chooseBrowserPages, signInCookie } from "./browser-pages";
import { DEMO_SERVER_MEMBER, startDemoServer } from "./demo-server";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
// Scores vary from run to run, most on a busy machine: each page reports its median run.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_PERFORMANCE = 95;
const MAX_CLS = 0.05;
const MEMBER = {
  username: process.env.BENCH_USERNAME ?? "demo",
  password: process.env.BENCH_PASSWORD ?? DEMO_SERVER_MEMBER.password,
};
const RESULTS_DIR = fileURLToPath(new URL("results", import.meta.url));
const THEMES = (process.env.LIGHTHOUSE_THEMES ?? "light,dark").split(",").map((theme) => {
  if (theme !== "light" && theme !== "dark") throw new Error(`No theme ${theme}: light or dark`);
  return theme;
});
type Theme = (typeof THEMES)[number];

interface Target {
  name: string;
  path: string;
  /** Request headers for every request of the run (a member's session cookie). */
  headers?: Record<string, string>;
}

interface PageResult {
  name: string;
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  passed: boolean;
}

async function main() {
  const server = process.argv[2] ? null : await startDemoServer("quip-lighthouse-");
  const baseUrl = (process.argv[2] ?? server?.url ?? "").replace(/\/$/, "");
  try {
    const targets = await chooseTargets(baseUrl);
    const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const results: PageResult[] = [];
    try {
      for (const theme of THEMES) {
        for (const target of targets) results.push(await audit(baseUrl, target, browser, theme));
      }
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
    printTable(results);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const thresholds = { minPerformance: MIN_PERFORMANCE, maxCls: MAX_CLS };
    const summary = { baseUrl, runsPerPage: RUNS, thresholds, pages: results };
    writeFileSync(
      path.join(RESULTS_DIR, "lighthouse.json"),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    const missed = results.filter((result) => !result.passed);
    if (missed.length > 0) {
      console.error(
        `Missed (performance ≥ ${MIN_PERFORMANCE}, CLS < ${MAX_CLS}): ${missed.map((r) => r.name).join(", ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

/** The browser benchmarks' pages, the profile with the member's session on every request. */
async function chooseTargets(baseUrl: string): Promise<Target[]> {
  const cookie = await signInCookie(baseUrl, MEMBER).catch((error: Error) => {
    throw new Error(`${error.message}; set BENCH_USERNAME and BENCH_PASSWORD`);
  });
  const pages = await chooseBrowserPages(baseUrl, { username: MEMBER.username, cookie });
  return pages.map(({ name, path, cookie }) => ({
    name,
    path,
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  }));
}

async function audit(
  baseUrl: string,
  target: Target,
  browser: Browser,
  theme: Theme,
): Promise<PageResult> {
  const url = `${baseUrl}${target.path}`;
  const runs: Result[] = [];
  for (let attempt = 1; attempt <= RUNS; attempt += 1) {
    // A tab of its own per run, told the device's setting; the page's own script applies it.
    const page = await browser.newPage();
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: theme }]);
    const run = await lighthouse(
      url,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(target.headers ? { extraHeaders: target.headers } : {}),
      },
      undefined,
      page,
    );
    const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    await page.close();
    if (isDark !== (theme === "dark"))
      throw new Error(`${url} was not drawn in the ${theme} theme`);
    const error = run ? run.lhr.runtimeError : { message: "no result" };
    if (run && !error) runs.push(run.lhr);
    else console.warn(`Lighthouse run ${attempt} on ${url} failed: ${error?.message}`);
  }
  if (runs.length === 0) throw new Error(`Every Lighthouse run on ${url} failed`);
  const lhr = computeMedianRun(runs);
  // The whole median report, for finding out why a page misses.
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, `lighthouse-${target.name}-${theme}.report.json`),
    JSON.stringify(lhr),
  );
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const cls = metric("cumulative-layout-shift");
  return {
    name: `${target.name} (${theme})`,
    url,
    performance,
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(cls.toFixed(3)),
    fcpMs: Math.round(metric("first-contentful-paint")),
    siMs: Math.round(metric("speed-index")),
    passed: performance >= MIN_PERFORMANCE && cls < MAX_CLS,
  };
}

function printTable(results: PageResult[]) {
  const rows = [
    ["page", "perf", "LCP", "TBT", "CLS", "FCP", "SI", ""],
    ...results.map((r) => [
      r.name,
      String(r.performance),
      `${r.lcpMs} ms`,
      `${r.tbtMs} ms`,
      r.cls.toFixed(3),
      `${r.fcpMs} ms`,
      `${r.siMs} ms`,
      r.passed ? "ok" : "MISSED",
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths?.[column] ?? 0) : cell.padStart(widths?.[column] ?? 0),
        )
        .join("  "),
    );
  }
}

await main();
