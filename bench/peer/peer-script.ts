import { runToEnd } from "../child-processes";
import type { LoadOptions } from "../http-load";
import { peakMb, sampleRss } from "../rss-sampler";
import type { RunningServer } from "../server-process";
import { benchUsernames, type Credentials } from "../sessions";

/**
 * Who bench.mjs registers (if new) and signs in on each server: a prefix no generated member
 * has and a password Quip does not refuse as common, as the peer's README advises.
 */
const MEMBER_PREFIX = "perfu";
const MEMBER_PASSWORD = "Zq7!vertical-lamp";
const MEMBER_COUNT = 100;
/** The peer's slowest feeds answer in tens of seconds at a million quips, and queue. */
const SCRIPT_TIMEOUT_MS = 60 * 60_000;

export const SCRIPT_MEMBERS: Credentials = {
  usernames: benchUsernames(MEMBER_COUNT, MEMBER_PREFIX),
  password: MEMBER_PASSWORD,
};

/** One scenario as bench.mjs prints it. */
export interface ScriptScenario {
  requestsPerSec: number;
  latencyMs: { avg: number; p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  backlogSec: number;
}

export interface ScriptRun {
  scenarios: Record<string, ScriptScenario>;
  /** The server's highest RSS while the script ran, sign-ins included. */
  peakRssMb: number;
}

/** The peer's own load script, unchanged, against one server. */
export async function runPeerScript(
  peerDir: string,
  server: RunningServer,
  load: LoadOptions,
): Promise<ScriptRun> {
  const rss = sampleRss(server.pid);
  const stdout = await runToEnd(process.execPath, ["bench.mjs"], {
    cwd: peerDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BASE_URL: server.origin,
      USERS: String(MEMBER_COUNT),
      USER_PREFIX: MEMBER_PREFIX,
      PASSWORD: MEMBER_PASSWORD,
      CONNECTIONS: String(load.connections),
      DURATION: String(load.durationS),
    },
    timeoutMs: SCRIPT_TIMEOUT_MS,
    captureStdout: true,
  }).catch((error: Error) => {
    rss.stop();
    throw error;
  });
  const peakRssMb = peakMb(rss.stop());
  const printed = JSON.parse(stdout) as { scenarios: Record<string, ScriptScenario> };
  return { scenarios: printed.scenarios, peakRssMb };
}
