import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromiumPath } from "./chromium";

/**
 * Before the first test: the browser is checked here (installed if it may be), never on import,
 * and the app is built once for every worker's server (unless its last build is of these
 * sources): a test build, in its own directory (QUIP_DIST_DIR, set by playwright.config.ts), so
 * its clock may be set and `npm start` never serves it.
 */
export default function globalSetup(): void {
  chromiumPath();
  mkdirSync("e2e/screenshots", { recursive: true });
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, QUIP_TEST_BUILD: "1" },
  });
}
