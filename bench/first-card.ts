// How long after the HTML the first quip card paints, on a cold load: each load in a fresh
// browser context (empty cache, no cookies), as a visitor, on the home feed and on one quip.
//
//   npx tsx bench/first-card.ts [baseUrl]
//
// Without a baseUrl it builds the app and serves it on a fresh embedded database with the demo
// community. FIRST_CARD_RUNS (default 7) loads per page and setting, the median reported; each
// page is loaded at full speed and with the CPU slowed 4× (Lighthouse's mobile setting). The
// time is from the document's responseEnd to the frame after the first card entered the page.
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
import { startDemoServer } from "./demo-server";

const RUNS = Number(process.env.FIRST_CARD_RUNS ?? 7);
const CPU_SLOWDOWNS = [1, 4];

/**
 * Runs in the page before its scripts: notes the frame after the first card appears. A string,
 * as the page gets it: a compiled function could name helpers the page does not have.
 */
const WATCH_FIRST_CARD = `
  new MutationObserver((records, observer) => {
    if (!document.querySelector("main article")) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.firstCardAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

async function measure(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => "firstCardAt" in window, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const at = (window as unknown as { firstCardAt: number }).firstCardAt;
    return at - (navigation?.responseEnd ?? 0);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const server = process.argv[2] ? null : await startDemoServer("quip-first-card-");
  const baseUrl = (process.argv[2] ?? server?.url ?? "").replace(/\/$/, "");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const newest = (await (await fetch(`${baseUrl}/api/quips?filter=new`)).json()) as Array<{
      id: string;
    }>;
    if (!newest[0]) throw new Error("No quips to load: /api/quips?filter=new is empty");
    const pages = [
      { name: "home", path: "/" },
      { name: "quip", path: `/quip/${newest[0].id}` },
    ];
    console.log(`First card after the HTML, cold, median of ${RUNS} loads (ms):`);
    for (const target of pages) {
      for (const slowdown of CPU_SLOWDOWNS) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
          await page.addInitScript(WATCH_FIRST_CARD);
          times.push(await measure(page, `${baseUrl}${target.path}`));
          await context.close();
        }
        const spread = `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`;
        console.log(
          `  ${target.name.padEnd(5)} CPU ${slowdown}×  median ${Math.round(median(times))}  (${spread})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
