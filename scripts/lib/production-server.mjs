import { spawn } from "node:child_process";
import { sleep } from "./pg-once.mjs";
import { serverNodeOptions } from "./server-node-options.mjs";

/**
 * The production build on PostgreSQL for a drill or the soak: loopback only, abuse limits
 * off (the load comes from one address), no drain on SIGTERM (no balancer to leave), `env`
 * for the rest (JOBS, LOG_LEVEL, DATA_DIR…).
 */
export function spawnProductionServer({ port, databaseUrl, env = {}, stdio }) {
  return spawn(
    process.execPath,
    [...serverNodeOptions({ DATABASE_URL: databaseUrl }), "dist/server/main.js"],
    {
      stdio: stdio ?? ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        RATE_LIMIT_SCALE: "0",
        SHUTDOWN_DRAIN_MS: "0",
        ...env,
      },
    },
  );
}

/** Waits up to 30 s for /api/health; true once it answers. */
export async function waitForHealth(port) {
  for (let i = 0; i < 150; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return true;
    await sleep(200);
  }
  return false;
}

/** Kills every server still running, at once, and waits until each has exited. */
export async function killServers(servers) {
  for (const server of servers) if (server.exitCode === null) server.kill("SIGKILL");
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) =>
          server.exitCode === null ? server.once("exit", resolve) : resolve(),
        ),
    ),
  );
}
