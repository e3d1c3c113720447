import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./e2e/support/chromium";
import { currentTopicDay, DEFAULT_CHANGE_TIME, isSunday } from "./src/shared/rules/topic-calendar";
import { scaled } from "./tests/support/time-budget";

/**
 * Every run happens on the same days: the servers' clocks start at these instants (a test
 * build honours QUIP_TEST_CLOCK) and the browsers' follow them (e2e/support/fixtures.ts). The
 * weekday server, a Wednesday at 10:00 Eastern unless E2E_CLOCK says otherwise, serves every
 * test but those tagged @sunday, which need No Topic Sunday: they run against a second server,
 * a Sunday at 10:00 Eastern unless E2E_SUNDAY_CLOCK says otherwise.
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

const port = Number(process.env.E2E_PORT ?? 3199);
const sundayPort = port + 1;
const origin = (at: number) => `http://127.0.0.1:${at}`;
// The servers run on the Node that runs the tests, the project's own.
const server = JSON.stringify(process.execPath);
// Where the test SMTP server drops mail; set here so the tests' workers inherit it.
process.env.E2E_MAILBOX ??= mkdtempSync(path.join(tmpdir(), "quip-e2e-mail-"));
// The test build's own directory, never the one `npm start` serves; the bundle budget test
// reads its manifest there.
process.env.QUIP_DIST_DIR ??= ".dist-e2e";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // One: the tests share two servers whose clocks and data each test's steps build on.
  workers: 1,
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"]],
  // Checks for Chromium (installing it where it may): importing this file installs nothing.
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
      grepInvert: /@sunday/,
      use: { browserName: "chromium", baseURL: origin(port) },
    },
    {
      name: "sunday",
      grep: /@sunday/,
      use: { browserName: "chromium", baseURL: origin(sundayPort) },
    },
  ],
  // One after the other: the first builds, the second serves the same build.
  webServer: [
    {
      command: `${server} e2e/support/start-server.mjs`,
      url: `${origin(port)}/api/health`,
      reuseExistingServer: false,
      timeout: scaled(180_000),
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        E2E_MAILBOX: process.env.E2E_MAILBOX,
        QUIP_TEST_CLOCK: clocks.weekday,
      },
    },
    {
      command: `${server} e2e/support/start-server.mjs --prebuilt`,
      url: `${origin(sundayPort)}/api/health`,
      reuseExistingServer: false,
      timeout: scaled(60_000),
      stdout: "ignore",
      stderr: "pipe",
      // No mail is read from this one: it writes any to its own data directory.
      env: { PORT: String(sundayPort), E2E_MAILBOX: "", QUIP_TEST_CLOCK: clocks.sunday },
    },
  ],
});
