import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

/**
 * The demo's member, with a password of the benchmarks' own: a production start adds no demo,
 * so the server's database is seeded beforehand, as an operator would (`npm run seed -- demo`).
 */
export const DEMO_SERVER_MEMBER = { username: "demo", password: "the benchmarks' demo password" };
const DEMO_SERVER_ADMIN_PASSWORD = "the benchmarks' admin password";

/**
 * Builds the app and serves it in production on a fresh embedded database with the demo
 * community, for the browser benchmarks.
 */
export async function startDemoServer(
  tempPrefix: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), tempPrefix));
  const url = `http://127.0.0.1:${port}`;
  try {
    seedDemoCommunity({ DATA_DIR: dataDir });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [`${process.env.QUIP_DIST_DIR ?? "dist"}/server/main.js`],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        // No balancer to leave: a stopped server goes at once.
        SHUTDOWN_DRAIN_MS: "0",
        LOG_LEVEL: "warn",
        PUBLIC_URL: url,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Adds the demo community to an empty database (DATA_DIR or DATABASE_URL) with the benchmarks'
 * passwords, which a production start accepts.
 */
export function seedDemoCommunity(database: { DATA_DIR: string } | { DATABASE_URL: string }) {
  execFileSync(process.execPath, ["--import", "tsx", "src/server/cli/seed.ts", "demo"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...database,
      DEMO_MEMBER_PASSWORD: DEMO_SERVER_MEMBER.password,
      DEMO_ADMIN_PASSWORD: DEMO_SERVER_ADMIN_PASSWORD,
    },
  });
}

/** The start migrates before it listens. */
async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/api/health did not answer within 3 minutes`);
}
