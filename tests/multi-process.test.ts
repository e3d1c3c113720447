import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, withDatabase } from "./support/global-setup";
import { openStream } from "./support/live-stream";
import { REDIS_URL, requireRedis } from "./support/redis";
import { scaled } from "./support/time-budget";

/**
 * Two real server processes on one PostgreSQL database (and one Redis), as behind a load
 * balancer: a session made on one is valid on the other, abuse limits are counted together,
 * the scheduled work they both run leaves one topic a day, what happens on one reaches the
 * live streams of the other, and SIGTERM stops each cleanly after finishing the requests in
 * flight and ending the streams.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const url = process.env.TEST_DATABASE_URL ?? "";
const dbName = `quip_mp_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-mp-"));
const servers: Array<{ port: number; child: ChildProcess }> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server on ${port} did not start`);
}

/** A new member; Redis outlives test runs, so the sign-up window starts afresh. */
async function signUp(base: string): Promise<{ cookie: string; username: string }> {
  const redis = new Redis(REDIS_URL);
  await redis.del("quip:rl:register:127.0.0.1");
  await redis.quit();
  const username = `twin${randomBytes(3).toString("hex")}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: "long enough pass",
    }),
  });
  expect(registered.status).toBe(201);
  return { cookie: (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "", username };
}

/** Whether a new TCP connection to `port` is refused within five seconds. */
async function refusesConnections(port: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    if (refused) return true;
    await sleep(100);
  }
  return false;
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
      REDIS_URL,
      RATE_LIMIT_SCALE: "1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  await requireRedis();
  await adminQuery(url, `CREATE DATABASE ${dbName} TEMPLATE ${inject("postgresTemplate")}`);
  const secret = randomBytes(32).toString("hex");
  for (const port of [3611, 3612]) servers.push({ port, child: start(port, secret) });
  await Promise.all(servers.map((s) => waitForHealth(s.port)));
}, scaled(90_000));

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
  if (onPostgres) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)("two server processes on one PostgreSQL and one Redis", () => {
  const [a, b] = [3611, 3612].map((port) => `http://127.0.0.1:${port}`) as [string, string];

  it("share sessions", async () => {
    const { cookie, username } = await signUp(a);
    const onB = await fetch(`${b}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { username: string }).username).toBe(username);
  });

  it("forget at once a session ended on the other, long before their cache would", async () => {
    const { cookie, username } = await signUp(a);
    const redis = new Redis(REDIS_URL);
    await redis.del("quip:rl:signInPerIp:127.0.0.1");
    await redis.quit();
    const signedIn = await fetch(`${a}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: "long enough pass" }),
    });
    const phone = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const meOnB = async () =>
      (await fetch(`${b}/api/auth/user`, { headers: { cookie: phone } })).status;
    // B has read the session: it holds it for the next five seconds.
    expect(await meOnB()).toBe(200);
    const listed = (await (
      await fetch(`${a}/api/auth/sessions`, { headers: { cookie } })
    ).json()) as Array<{
      id: string;
      current: boolean;
    }>;
    const other = listed.find((s) => !s.current);
    const started = performance.now();
    const ended = await fetch(`${a}/api/auth/sessions/${other?.id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(ended.status).toBe(204);
    while ((await meOnB()) === 200 && performance.now() - started < 5_000) await sleep(25);
    expect(await meOnB()).toBe(401);
    expect(performance.now() - started).toBeLessThan(2_500);
    expect((await fetch(`${b}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  it("count abuse limits together", async () => {
    // Redis outlives test runs: start this address's sign-in window afresh.
    const redis = new Redis(REDIS_URL);
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

  it("carry a like and a comment on one to the live streams of the other, and end a session's streams on both", async () => {
    const liker = await signUp(a);
    const author = await signUp(a);
    const post = (base: string, cookie: string, path: string, body: unknown = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const created = await post(a, author.cookie, "/api/quips", {
      content: "one joke, two servers",
    });
    expect(created.status).toBe(201);
    const quipId = ((await created.json()) as { id: string }).id;

    const watcher = await openStream(b);
    const authorOnB = await openStream(b, { cookie: author.cookie });
    const likerOnB = await openStream(b, { cookie: liker.cookie });
    expect((await post(b, "", `/api/stream/${watcher.streamId}/watch`, { quipId })).status).toBe(
      204,
    );
    await watcher.waitFor((e) => e.type === "counts" && e.data.likesCount === 0);

    expect((await post(a, liker.cookie, `/api/quips/${quipId}/like`)).status).toBe(200);
    const counts = await watcher.waitFor((e) => e.type === "counts" && e.data.likesCount === 1);
    expect(counts.data).toEqual({ quipId, likesCount: 1, likesHidden: false, commentsCount: 0 });
    expect(counts.id).toMatch(/^\d+$/);
    expect((await authorOnB.waitFor((e) => e.type === "unread")).data).toEqual({ count: 1 });

    // A comment on A: its id reaches the watcher on B, beside the new count.
    const said = await post(a, liker.cookie, `/api/quips/${quipId}/comments`, { content: "ha" });
    expect(said.status).toBe(201);
    const commentId = ((await said.json()) as { id: string }).id;
    const announced = await watcher.waitFor((e) => e.type === "comments");
    expect(announced.data).toEqual({ quipId, commentIds: [commentId] });
    await watcher.waitFor((e) => e.type === "counts" && e.data.commentsCount === 1);

    // Signing out on A ends the streams that session opened on B.
    expect((await post(a, liker.cookie, "/api/logout")).status).toBe(204);
    await likerOnB.ended;
    for (const s of [watcher, authorOnB]) s.close();
  });

  it("stop cleanly on SIGTERM, finishing a request in flight", async () => {
    // A photo upload whose body is still arriving when SIGTERM comes, on a keep-alive
    // connection: it must get its normal answer, and the server must stop taking new ones.
    const { cookie } = await signUp(a);
    const created = await fetch(`${a}/api/objects/upload`, { method: "POST", headers: { cookie } });
    const { uploadURL } = (await created.json()) as { uploadURL: string };
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#3a7" },
    })
      .png()
      .toBuffer();
    const agent = new http.Agent({ keepAlive: true });
    // "100-continue": the server's answer to the headers says the request is in its hands.
    const upload = http.request(`${a}${uploadURL}`, {
      method: "PUT",
      agent,
      headers: {
        cookie,
        "content-type": "image/png",
        "content-length": photo.length,
        expect: "100-continue",
      },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      upload.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      upload.on("error", reject);
    });
    const received = new Promise((resolve) => upload.once("continue", resolve));
    upload.flushHeaders();
    await received;
    upload.write(photo.subarray(0, 16));

    // An open live stream on each holds neither exit: it is ended first.
    const streams = await Promise.all([openStream(a), openStream(b)]);
    const exits = servers.map(
      (s) =>
        new Promise<number | null | "still running">((resolve) => {
          const timer = setTimeout(() => resolve("still running"), 10_000);
          s.child.once("exit", (code) => {
            clearTimeout(timer);
            resolve(code);
          });
        }),
    );
    for (const s of servers) s.child.kill("SIGTERM");
    expect(await refusesConnections(3611)).toBe(true);
    upload.end(photo.subarray(16));
    expect(await answered).toBe(204);
    expect(await Promise.all(exits)).toEqual([0, 0]);
    await Promise.all(streams.map((s) => s.ended));
    agent.destroy();
  });
});
