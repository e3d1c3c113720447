import { performance } from "node:perf_hooks";
import { runToEnd } from "./child-processes";
import { ROOT, type ServerOptions, startServer } from "./server-process";

export interface RestartRecord {
  /** `node scripts/build.mjs --if-changed` on a build of the current code: a hash, no build. */
  buildCheckMs: number;
  /** From spawning the built server to its first healthy answer (polled every 200 ms). */
  serverStartMs: number;
}

/**
 * What a restart costs once the code is built, the two steps `npm start` takes: the build
 * check, which must find the build up to date, then the server's start until it answers.
 */
export async function measureRestart(
  database: ServerOptions["database"],
  sessionSecret: string,
): Promise<RestartRecord> {
  const checkStarted = performance.now();
  const said = await runToEnd(process.execPath, ["scripts/build.mjs", "--if-changed"], {
    cwd: ROOT,
    env: process.env,
    timeoutMs: 10 * 60_000,
    captureStdout: true,
  });
  const buildCheckMs = performance.now() - checkStarted;
  if (!said.includes("up to date")) throw new Error(`the build check built: ${said.trim()}`);
  const serverStarted = performance.now();
  const server = await startServer({ label: "restart", database, logLevel: "warn", sessionSecret });
  const serverStartMs = performance.now() - serverStarted;
  await server.stop();
  return { buildCheckMs, serverStartMs };
}
