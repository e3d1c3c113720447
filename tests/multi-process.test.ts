import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, withDatabase } from "./support/global-setup";

/**
 * Two real server processes on one PostgreSQL database (and one Redis), as behind a load
 * balancer: a session made on one is valid on the other, abuse limits are counted together,
 * the scheduled work they both run leaves one topic a day, and SIGTERM stops each cleanly.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const url = process.env.TEST_DATABASE_URL ?? "";
const dbName = `quip_mp_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-mp-"));
const servers: Array<{ port: number; child: ChildProcess }> = [];

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

function start(port: number, secret: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: withDatabase(url, dbName),
      DATA_DIR: path.join(dataDir, String(port)),
      SESSION_SECRET: secret,
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      RATE_LIMIT_SCALE: "1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  await adminQuery(url, `CREATE DATABASE ${dbName} TEMPLATE ${inject("postgresTemplate")}`);
  const secret = randomBytes(32).toString("hex");
  for (const port of [3611, 3612]) servers.push({ port, child: start(port, secret) });
  await Promise.all(servers.map((s) => waitForHealth(s.port)));
}, 90_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
  if (onPostgres) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)("two server processes on one PostgreSQL", () => {
  const [a, b] = [3611, 3612].map((port) => `http://127.0.0.1:${port}`) as [string, string];

  it("share sessions", async () => {
    const name = `twin${randomBytes(3).toString("hex")}`;
    const registered = await fetch(`${a}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.com`,
        password: "long enough pass",
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const onB = await fetch(`${b}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).username).toBe(name);
  });

  it("count abuse limits together", async () => {
    // Redis outlives test runs: start this address's sign-in window afresh.
    const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
    await redis.del("quip:rl:signInPerIp:127.0.0.1");
    await redis.quit();
    const account = `nobody${randomBytes(4).toString("hex")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${i % 2 ? b : a}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: account, password: "wrong password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("run the scheduled work once between them", async () => {
    const client = new pg.Client({ connectionString: withDatabase(url, dbName) });
    await client.connect();
    try {
      const days = await client.query(
        "select date, count(*)::int as n from topic_of_the_day group by date having count(*) > 1",
      );
      expect(days.rows).toEqual([]);
      const plans = await client.query(
        "select date_et, count(*)::int as n from quipbot_schedule group by date_et having count(*) > 1",
      );
      expect(plans.rows).toEqual([]);
      const scheduled = await client.query("select count(*)::int as n from scheduled_topics");
      expect(scheduled.rows[0].n).toBeGreaterThanOrEqual(11);
    } finally {
      await client.end();
    }
  });

  it("stop cleanly on SIGTERM", async () => {
    const exits = servers.map(
      (s) => new Promise<number | null>((resolve) => s.child.once("exit", (code) => resolve(code))),
    );
    for (const s of servers) s.child.kill("SIGTERM");
    expect(await Promise.all(exits)).toEqual([0, 0]);
  });
});
