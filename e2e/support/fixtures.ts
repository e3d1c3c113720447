import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Response,
} from "@playwright/test";
import { scaled } from "../../tests/support/time-budget";
import { type ServerOptions, serverNow, startServer, type TestServer } from "./server";

const CSP_VIOLATION = "Content-Security-Policy violation:";

export const VIEWPORTS = {
  narrow: { width: 375, height: 800 },
  wide: { width: 1280, height: 800 },
} as const;

/** Fails on any serious or critical accessibility violation of the current screen. */
/** Once nothing is moving but what never stops (a spinner, a pulse). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  // A toast is half transparent while it slides in or out, and one may start to leave while
  // the check runs: judge the screen once the toasts are gone, and settled.
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem"),
  ).toHaveCount(0, { timeout: scaled(10_000) });
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Screenshots at both widths into the ignored e2e/screenshots folder, checked for a11y at each. */
export async function captureBothWidths(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    // expectAccessible waits for the transitions the new width starts (getAnimations() applies
    // the new layout's styles first), so the check and the screenshot see the settled screen.
    await page.setViewportSize(size);
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
}

/** captureBothWidths, then no sideways scrolling at 375 px; leaves the page wide. */
export async function captureFitting(page: Page, name: string): Promise<void> {
  await captureBothWidths(page, name);
  await page.setViewportSize(VIEWPORTS.narrow);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize(VIEWPORTS.wide);
}

/** A toast (or any text) the page shows, exactly as written. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * The server's clock less this machine's, per server. The browser tests' servers run on clocks
 * of their own (QUIP_TEST_CLOCK, from playwright.config.ts); the topic countdown's answer
 * carries the server's "now" exactly, as the next change less the time until it.
 */
const serverClockOffsets = new Map<string, Promise<number>>();

function serverClockOffset(baseURL: string): Promise<number> {
  let offset = serverClockOffsets.get(baseURL);
  if (!offset) {
    offset = (async () => {
      const asked = Date.now();
      const now = await serverNow(baseURL);
      return now - (asked + Date.now()) / 2;
    })();
    serverClockOffsets.set(baseURL, offset);
  }
  return offset;
}

let counter = 0;
export function uniqueMember() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.com`, password: "a long password" };
}

/**
 * Every page of a test — in its own context and in those it opens itself (a second member,
 * another device) — runs on the server's clock, so relative times, countdowns and the day's
 * topic agree with the server's. And a test fails when a page logs an error, throws, or breaks
 * the Content-Security-Policy, as a person would notice breakage, or when a page's read is
 * refused as signed out.
 */
export const test = base.extend<
  {
    pageErrors: string[];
    unauthorizedReads: "fail" | "expected";
    waitForTakeOver: boolean;
  },
  ServerOptions & {
    server: TestServer;
    /**
     * Moves the worker's server clock on by 48 hours, past every quip's reveal, and the given
     * pages' clocks with it (tests tagged @reveal, whose servers are their own).
     */
    revealAll: (...pages: Page[]) => Promise<void>;
  }
>({
  serverClock: ["", { scope: "worker", option: true }],
  // Each worker serves its tests from a server of its own, so workers share no data; a test's
  // steps build on what the tests of its file before it did on that server.
  server: [
    async ({ serverClock }, use) => {
      if (!serverClock)
        throw new Error("The browser tests need a serverClock (playwright.config.ts)");
      const server = await startServer(serverClock);
      process.env.E2E_MAILBOX = server.mailbox;
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: scaled(150_000) },
  ],
  revealAll: [
    async ({ server }, use) => {
      await use(async (...pages) => {
        await server.revealAll();
        // Pages opened from here on read the new time, and these move on with it.
        serverClockOffsets.delete(server.url);
        const offset = await serverClockOffset(server.url);
        for (const page of pages) await page.clock.setSystemTime(Date.now() + offset);
      });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Pages carry who is signed in, so no read a page makes is refused as signed out; a test
  // whose very point is such a refusal (a session ended elsewhere) says so with test.use.
  unauthorizedReads: ["fail", { option: true }],
  // A test of what a person does before the app has taken a page over acts at once instead.
  waitForTakeOver: [true, { option: true }],
  pageErrors: [
    async ({ browser, context, baseURL, unauthorizedReads, waitForTakeOver }, use) => {
      if (!baseURL) throw new Error("The browser tests need a baseURL (playwright.config.ts)");
      const offset = await serverClockOffset(baseURL);
      const errors: string[] = [];
      const prepare = async (opened: BrowserContext) => {
        if (waitForTakeOver) opened.on("page", waitForTakeOverAfterLoads);
        await opened.clock.install({ time: Date.now() + offset });
        opened.on("weberror", (error) => errors.push(error.error().message));
        opened.on("response", (response) => {
          const request = response.request();
          if (
            unauthorizedReads === "fail" &&
            response.status() === 401 &&
            request.method() === "GET" &&
            request.resourceType() === "fetch"
          ) {
            errors.push(`401 for GET ${new URL(response.url()).pathname}`);
          }
        });
        opened.on("console", (message) => {
          const text = message.text();
          // Refusals the test provokes are logged as failed resources; a read refused as
          // signed out is caught above, by its request.
          if (
            message.type() === "error" &&
            (text.startsWith(CSP_VIOLATION) || !/Failed to load resource/.test(text))
          ) {
            errors.push(text);
          }
        });
        // Chromium's console wording changes between versions; the event is the standard
        // signal of every violation.
        await opened.addInitScript((prefix) => {
          window.addEventListener(
            "securitypolicyviolation",
            (event) =>
              console.error(
                `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} in ${event.sourceFile || event.documentURI}`,
              ),
            true,
          );
        }, CSP_VIOLATION);
      };
      await prepare(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options);
        await prepare(opened);
        return opened;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A page the server rendered is painted before the app has taken it over; what is pressed
 * meanwhile is held and acted on at the take-over (decision 0136). After a load of one of the
 * app's pages, wait until the app has taken it over (it marks the document `data-interactive`),
 * so a test's next step meets the app, not the held press.
 */
function waitForTakeOverAfterLoads(page: Page) {
  const afterLoad =
    <A extends unknown[]>(load: (...args: A) => Promise<Response | null>) =>
    async (...args: A) => {
      const response = await load(...args);
      if (response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-interactive]").waitFor({ state: "attached" });
      }
      return response;
    };
  page.goto = afterLoad(page.goto.bind(page));
  page.reload = afterLoad(page.reload.bind(page));
}
