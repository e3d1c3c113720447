// From the first contentful paint of a page rendered on the server to the app's take-over (the
// app marks <html> `data-interactive` once it has hydrated the page, decision 0099): how long a
// page is shown before the app is in charge of it. The home feed and a quip as a visitor, another
// member's profile signed in; each load cold in a fresh browser context, the CPU at full speed
// and slowed 4× (Lighthouse's mobile setting). `npm run bench` runs it on its small dataset;
// bench/interactive.ts runs it alone.
import { type Browser, chromium } from "@playwright/test";
import pg from "pg";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
import { type BrowserPage, chooseBrowserPages } from "./browser-pages";
import { startServer } from "./server-process";
import { benchMembers, type MemberSession, signIn } from "./sessions";
import { endSessions } from "./undo-writes";

const CPU_SLOWDOWNS = [1, 4] as const;
const DEFAULT_RUNS = 5;
const LOAD_TIMEOUT_MS = 60_000;

export interface InteractiveRecord {
  page: string;
  cpuSlowdown: number;
  runs: number;
  /** The first contentful paint after the navigation started: median, and the range. */
  firstPaintMs: number;
  firstPaintRange: [number, number];
  /** From that paint to the take-over: median, and the range. */
  interactiveAfterPaintMs: number;
  interactiveAfterPaintRange: [number, number];
  /** From that paint to the request for the app's script (below 0: before the paint), median. */
  appRequestedAfterPaintMs: number;
}

/**
 * Runs in the page before its own scripts: notes when the app marks the page taken over. A
 * string, as the page gets it: a compiled function could name helpers the page does not have.
 */
const WATCH_TAKE_OVER = `
  new MutationObserver((records, observer) => {
    if (!document.documentElement.hasAttribute("data-interactive")) return;
    observer.disconnect();
    window.__takenOverAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-interactive"] });
`;

/** The phase of `npm run bench`: the pages of a dataset, as the bench seed's first member. */
export async function measureInteractiveOnDataset(
  url: string,
  sessionSecret: string,
): Promise<InteractiveRecord[]> {
  const server = await startServer({
    label: "take-over",
    database: { url },
    logLevel: "warn",
    sessionSecret,
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  let sessions: MemberSession[] = [];
  try {
    sessions = await signIn(server.origin, benchMembers(1), sessionSecret);
    const [member] = sessions;
    if (!member) throw new Error("No bench member signed in");
    return await measureInteractive(server.origin, await chooseBrowserPages(server.origin, member));
  } finally {
    await endSessions(db, sessions).catch(() => {});
    await db.end();
    await server.stop();
  }
}

export async function measureInteractive(
  baseUrl: string,
  targets: BrowserPage[],
  runs = DEFAULT_RUNS,
): Promise<InteractiveRecord[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const records: InteractiveRecord[] = [];
  try {
    for (const target of targets) {
      for (const cpuSlowdown of CPU_SLOWDOWNS) {
        const loads: Load[] = [];
        for (let run = 0; run < runs; run += 1) {
          loads.push(await loadOnce(browser, baseUrl, target, cpuSlowdown));
        }
        const paints = loads.map((load) => load.paint);
        const afterPaint = loads.map((load) => load.takeOver - load.paint);
        records.push({
          page: target.name,
          cpuSlowdown,
          runs,
          firstPaintMs: Math.round(median(paints)),
          firstPaintRange: range(paints),
          interactiveAfterPaintMs: Math.round(median(afterPaint)),
          interactiveAfterPaintRange: range(afterPaint),
          appRequestedAfterPaintMs: Math.round(
            median(loads.map((load) => load.appRequested - load.paint)),
          ),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return records;
}

/** When, after the navigation started, a load painted, asked for the app, and was taken over. */
interface Load {
  paint: number;
  appRequested: number;
  takeOver: number;
}

/** One cold load, in a fresh context. */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  target: BrowserPage,
  cpuSlowdown: number,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    if (target.cookie) await context.addCookies(cookiesOf(target.cookie, baseUrl));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(WATCH_TAKE_OVER);
    const response = await page.goto(`${baseUrl}${target.path}`, { timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${target.path} answered ${response?.status()}`);
    await page.waitForFunction(() => "__takenOverAt" in window, undefined, {
      timeout: LOAD_TIMEOUT_MS,
    });
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      appRequested:
        performance
          .getEntriesByType("resource")
          .find((entry) => /\/assets\/app-[^/]*\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      takeOver: (window as unknown as { __takenOverAt: number }).__takenOverAt,
    }));
    if (!(await page.locator("#root article").first().isVisible())) {
      throw new Error(`${target.path} showed no quip: is the member signed in?`);
    }
    return times;
  } finally {
    await context.close();
  }
}

function cookiesOf(header: string, url: string) {
  return header.split(/;\s*/).map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

export function printInteractive(records: InteractiveRecord[]): void {
  if (records.length === 0) return;
  console.log(
    `\nFrom the first paint to the app's take-over, cold loads, median of ${records[0]?.runs} (range), ms:`,
  );
  for (const r of records) {
    console.log(
      `  ${r.page.padEnd(8)} CPU ${r.cpuSlowdown}×  first paint ${String(r.firstPaintMs).padStart(5)} (${r.firstPaintRange.join("–")})  then interactive ${String(r.interactiveAfterPaintMs).padStart(5)} (${r.interactiveAfterPaintRange.join("–")})  app asked for ${String(r.appRequestedAfterPaintMs).padStart(5)}`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function range(values: number[]): [number, number] {
  return [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
}
