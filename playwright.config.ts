import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./e2e/support/chromium";
import type { ServerOptions } from "./e2e/support/server";
import { currentTopicDay, DEFAULT_CHANGE_TIME, isSunday } from "./src/shared/rules/topic-calendar";
import { scaled, testWorkers } from "./tests/support/time-budget";

/**
 * Every run happens on the same days: the servers' clocks start at these instants (a test
 * build honours QUIP_TEST_CLOCK) and the browsers' follow them (e2e/support/fixtures.ts). The
 * weekday servers, a Wednesday at 10:00 Eastern unless E2E_CLOCK says otherwise, serve every
 * test but those tagged @sunday, which need No Topic Sunday: they run against servers of their
 * own, a Sunday at 10:00 Eastern unless E2E_SUNDAY_CLOCK says otherwise; and those tagged
 * @reveal, which move their server's clock past the quips' 48 hours (`revealAll`): they start
 * on the weekday, on servers of their own, so no other test finds its days moved.
 */
const clocks = {
  weekday: clock("E2E_CLOCK", "2026-11-18T15:00:00Z", false),
  sunday: clock("E2E_SUNDAY_CLOCK", "2026-11-22T15:00:00Z", true),
};

function clock(name: string, fallback: string, sunday: boolean): string {
  const value = process.env[name] || fallback;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`${name} is not a date and time: ${value}`);
  if (isSunday(currentTopicDay(at, DEFAULT_CHANGE_TIME)) !== sunday) {
    throw new Error(
      sunday
        ? `${name} must fall from Sunday 06:00 to Monday 06:00 Eastern (no topic): ${value}`
        : `${name} must fall from Monday 06:00 to Sunday 06:00 Eastern (a topic): ${value}`,
    );
  }
  return at.toISOString();
}

// The test build's own directory, never the one `npm start` serves; the global set-up builds
// into it, and the bundle budget test reads its manifest there.
process.env.QUIP_DIST_DIR ??= ".dist-e2e";

export default defineConfig<object, ServerOptions>({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Side by side, as many as Vitest runs: each worker has a server of its own
  // (e2e/support/fixtures.ts), whose data the tests of a file build on, one after the other.
  workers: testWorkers(),
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"]],
  // Checks for Chromium (installing it where it may) and builds the app once for every server:
  // importing this file installs and builds nothing.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "weekday",
      grepInvert: /@sunday|@reveal/,
      use: { browserName: "chromium", serverClock: clocks.weekday },
    },
    {
      name: "reveal",
      grep: /@reveal/,
      use: { browserName: "chromium", serverClock: clocks.weekday },
    },
    {
      name: "sunday",
      grep: /@sunday/,
      use: { browserName: "chromium", serverClock: clocks.sunday },
    },
  ],
});
