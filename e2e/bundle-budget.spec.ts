import { gzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures";

/** The first visit to the home page may download at most this much JavaScript, gzipped. */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

test("the home page's first load stays within its JavaScript budget", async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`first load of /: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
  for (const [url, size] of scripts)
    console.log(`  ${(size / 1024).toFixed(1)} KB ${url.split("/").pop()}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
