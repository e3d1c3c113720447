import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIMITS } from "#shared/limits.ts";
import { freePort } from "../../tests/support/free-port";
import { scaled } from "../../tests/support/time-budget";

/** The instant a worker's server's clock starts from, per project (playwright.config.ts). */
export interface ServerOptions {
  serverClock: string;
}

/**
 * The test servers' SESSION_SECRET, known to the tests so they can sign what a server's mail
 * would carry (an unsubscribe link) without waiting for its scheduled job. Never a real one.
 */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";

export interface TestServer {
  /** Where the server answers, as the tests' baseURL. */
  url: string;
  /** Moves the server's clock on by one anonymity period (48 hours); answers once it has. */
  revealAll: () => Promise<void>;
  /** Where its test SMTP server drops the mail it sends (mailbox.ts reads it). */
  mailbox: string;
  stop: () => Promise<void>;
}

/**
 * One browser-test worker's own server (start-server.mjs, on the build the global set-up
 * made), its clock starting at `clock`, on a fresh database and with a mailbox of its own: no
 * two workers share data, so they can run side by side.
 */
export async function startServer(clock: string): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailbox = mkdtempSync(path.join(tmpdir(), "quip-e2e-mail-"));
  const child = spawn(process.execPath, ["e2e/support/start-server.mjs"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      E2E_MAILBOX: mailbox,
      QUIP_TEST_CLOCK: clock,
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(mailbox, { recursive: true, force: true });
  };
  try {
    await untilHealthy(url, exited, scaled(120_000));
  } catch (error) {
    await stop();
    throw new Error(`The test server did not start: ${(error as Error).message}\n${errors}`);
  }
  const revealAll = async () => {
    const before = await serverNow(url);
    child.kill("SIGUSR2");
    const deadline = Date.now() + scaled(10_000);
    while ((await serverNow(url)) - before < LIMITS.anonymityMs) {
      if (Date.now() > deadline) throw new Error("The test server's clock did not move on");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { url, mailbox, revealAll, stop };
}

/** The server's clock, read from the topic countdown: the next change less the time until it. */
export async function serverNow(url: string): Promise<number> {
  const response = await fetch(new URL("/api/topic-timing", url));
  if (!response.ok) throw new Error(`/api/topic-timing answered ${response.status}`);
  const timing = (await response.json()) as { nextChangeTime: string; timeUntilNext: number };
  return Date.parse(timing.nextChangeTime) - timing.timeUntilNext;
}

async function untilHealthy(url: string, exited: Promise<void>, timeoutMs: number) {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!ended) {
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error(`no answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("it exited");
}
