import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const VIEWPORTS = {
  narrow: { width: 375, height: 800 },
  wide: { width: 1280, height: 800 },
} as const;

/** Fails on any serious or critical accessibility violation of the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast sliding in is half transparent for a moment; judge the settled screen.
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

/** Fails a test when the page logs an error or throws, as a person would notice breakage. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/401|Failed to load resource/.test(message.text())) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
