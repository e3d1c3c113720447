import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

const CSP_VIOLATION = "Content-Security-Policy violation:";

export const VIEWPORTS = {
  narrow: { width: 375, height: 800 },
  wide: { width: 1280, height: 800 },
} as const;

/** Fails on any serious or critical accessibility violation of the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast is half transparent while it slides in or out, and one may start to leave while
  // the check runs: judge the screen once the toasts are gone, and settled.
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem"),
  ).toHaveCount(0, { timeout: 10_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Screenshots at both widths into the ignored e2e/screenshots folder, checked for a11y at each. */
export async function captureBothWidths(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
}

let counter = 0;
export function uniqueMember() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.com`, password: "a long password" };
}

/**
 * Fails a test when a page logs an error, throws, or breaks the Content-Security-Policy, as a
 * person would notice breakage. Every page of the test is watched, including those of the
 * contexts it opens itself (a second member, another device).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on("weberror", (error) => errors.push(error.error().message));
        watched.on("console", (message) => {
          const text = message.text();
          if (
            message.type() === "error" &&
            (text.startsWith(CSP_VIOLATION) || !/401|Failed to load resource/.test(text))
          ) {
            errors.push(text);
          }
        });
        // Chromium's console wording changes between versions; the event is the standard
        // signal of every violation.
        await watched.addInitScript((prefix) => {
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
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options);
        await watch(opened);
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
