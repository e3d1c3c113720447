import {
  BUDGETED_ROUTE,
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadReport,
} from "../scripts/bundle-manifest.mjs";
import { expect, test } from "./support/fixtures";

test("the home page's first load stays within its JavaScript budget", async ({ page }) => {
  const downloaded = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) downloaded.add(pathname.slice(1));
  });
  await page.goto(BUDGETED_ROUTE);
  await page.waitForLoadState("networkidle");

  const { routes, gzipBytesByFile } = firstLoadReport();
  const home = routes.find((route) => route.path === BUDGETED_ROUTE);
  if (!home) throw new Error(`The router has no route ${BUDGETED_ROUTE}`);
  console.log(
    `first load of ${BUDGETED_ROUTE}: ${home.files.length} scripts, ` +
      `${(home.gzipBytes / 1024).toFixed(1)} KB gzipped`,
  );
  for (const file of home.files)
    console.log(`  ${((gzipBytesByFile[file] ?? 0) / 1024).toFixed(1)} KB ${file}`);
  // The budget is counted from the build manifest (as the build's report is); the browser
  // confirms that the manifest names exactly what a first load downloads.
  expect([...downloaded].sort()).toEqual([...home.files].sort());
  expect(home.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
