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
  // The page never goes quiet on the network: its live stream stays open. The stream is the
  // last thing a load starts, once the app has fetched the code that opens it.
  const streamOpened = page.waitForRequest((request) => {
    return new URL(request.url()).pathname === "/api/stream";
  });
  await page.goto(BUDGETED_ROUTE);
  await streamOpened;

  const { routes, afterStart, gzipBytesByFile } = firstLoadReport();
  const home = routes.find((route) => route.path === BUDGETED_ROUTE);
  if (!home) throw new Error(`The router has no route ${BUDGETED_ROUTE}`);
  console.log(
    `first load of ${BUDGETED_ROUTE}: ${home.files.length} scripts, ` +
      `${(home.gzipBytes / 1024).toFixed(1)} KB gzipped`,
  );
  for (const file of home.files)
    console.log(`  ${((gzipBytesByFile[file] ?? 0) / 1024).toFixed(1)} KB ${file}`);
  console.log(`then, once started: ${(afterStart.gzipBytes / 1024).toFixed(1)} KB`);
  // The budget is counted from the build manifest (as the build's report is); the browser
  // confirms that the manifest names exactly what a load downloads: the first load, then the
  // code the app fetches once it has started (which may still be arriving as the stream opens).
  await expect
    .poll(() => [...downloaded].sort())
    .toEqual([...home.files, ...afterStart.files].sort());
  expect(home.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
