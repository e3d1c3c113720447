// Fleet drill: three production server processes behind HAProxy (deploy/haproxy.cfg), on one
// fresh PostgreSQL database, one Redis and one objects folder, under a mixed load through the
// balancer from many loopback addresses (visitors' and members' feeds, quip details, likes and
// unlikes, posts, photo uploads and their fetch, a live stream held open). The processes are
// restarted one by one: SIGTERM, the balancer's check takes the draining process out, it exits,
// it starts again, the balancer has it back. Then it shows that sessions, photos, the live
// stream and abuse limits work whichever process answers. It passes when no request failed
// (any status but the expected one, or a network error), and exits 1 otherwise.
// Needs PostgreSQL (DRILL_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// Redis (DRILL_REDIS_URL, default redis://127.0.0.1:6379/13; only its quip:rl:* keys are
// touched), haproxy on the PATH and a built server (npm run build). Everything it starts, the
// database and those keys are removed at the end, also on failure.
// Usage: node scripts/drills/rolling-restart.mjs   (DRILL_PORT: the balancer's port, default
// 31300, the three processes on the next three; SHUTDOWN_DRAIN_MS and DRILL_HAPROXY_CONFIG to
// drill another drain or another configuration)
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import sharp from "sharp";
import { reportChecks, runDrill } from "../lib/drill-verdict.mjs";
import { serverStates, startHaproxy } from "../lib/haproxy.mjs";
import { json, loopbackClient } from "../lib/loopback-client.mjs";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { spawnProductionServer, waitForHealth } from "../lib/production-server.mjs";
import { followLiveStream } from "../lib/reconnecting-stream.mjs";

const adminUrl = process.env.DRILL_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.DRILL_REDIS_URL ?? "redis://127.0.0.1:6379/13";
const balancerPort = Number(process.env.DRILL_PORT ?? 31300);
const ports = [1, 2, 3].map((n) => balancerPort + n);
const names = ["app1", "app2", "app3"];
const base = `http://127.0.0.1:${balancerPort}`;
const tag = randomBytes(3).toString("hex");
const dbName = `quip_fleet_${tag}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const work = mkdtempSync(path.join(tmpdir(), "quip-fleet-"));
const socketPath = path.join(work, "haproxy.sock");
/** The processes' drain: the production default, what the shipped checks are tuned for. */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 5_000);
const serverEnv = {
  DATA_DIR: path.join(work, "data"),
  SESSION_SECRET: randomBytes(32).toString("hex"),
  REDIS_URL: redisUrl,
  // https: the processes trust the balancer's X-Forwarded-For, so each client has its address.
  PUBLIC_URL: "https://quip.drill.test",
  RATE_LIMIT_SCALE: "1",
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  LOG_LEVEL: "warn",
};
/** Another configuration to drill, e.g. without retries to see what the drain alone does. */
const haproxyConfig = path.resolve(process.env.DRILL_HAPROXY_CONFIG ?? "deploy/haproxy.cfg");
const MEMBERS = 40;
const VISITORS = 6;
const WORKERS = 6;
const STEADY_MS = 8_000;
// Under the hourly limits (30 quips, 300 likes, 10 uploads a member): the load must not be refused.
const BUDGET = { quips: 20, likes: 200, uploads: 6 };

const results = [];
const restartWindows = [];
const servers = [null, null, null];
let haproxy = null;

function record(kind, expected, answer, startedAt) {
  const ok = !answer.error && expected.includes(answer.status);
  results.push({ kind, ok, status: answer.status, error: answer.error, ms: answer.ms, startedAt });
  return ok;
}

async function call(client, kind, expected, method, url, options) {
  const startedAt = performance.now();
  const answer = await client.request(method, url, options);
  record(kind, expected, answer, startedAt);
  return answer;
}

function startServer(i) {
  const log = openSync(path.join(work, `${names[i]}.log`), "a");
  servers[i] = spawnProductionServer({
    port: ports[i],
    databaseUrl: dbUrl,
    env: serverEnv,
    stdio: ["ignore", log, log],
  });
}

async function waitForState(server, wanted, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    // Until HAProxy has made its socket, there is no state to read.
    const states = await serverStates(socketPath, "quip_servers").catch(() => null);
    const state = states?.get(server);
    if (state && wanted(state.status)) return performance.now() - started;
    await sleep(50);
  }
  return null;
}

async function portsFree() {
  for (const port of [balancerPort, ...ports]) {
    const taken = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (taken) return false;
  }
  return true;
}

async function clearLimits() {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys("quip:rl:*");
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

const cookieOf = (answer) => String(answer.headers?.["set-cookie"]?.[0] ?? "").split(";")[0];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One of `[weight, action]` pairs, drawn in proportion to its weight. */
function weighted(pairs, total) {
  let roll = Math.random() * total;
  for (const [weight, action] of pairs) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return pairs[0][1];
}
const sha = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** A member's photo, through the balancer: ticket, bytes, profile, then the photo itself. */
async function uploadPhoto(member, shade) {
  const photo = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const auth = { cookie: member.cookie };
  const ticket = await call(member.client, "photo", [200], "POST", "/api/objects/upload", {
    headers: auth,
  });
  if (ticket.status !== 200) return null;
  const { uploadURL } = JSON.parse(ticket.body.toString());
  const put = await call(member.client, "photo", [204], "PUT", uploadURL, {
    headers: { ...auth, "content-type": "image/png" },
    body: photo,
  });
  if (put.status !== 204) return null;
  const profile = json({ profileImageUrl: uploadURL });
  const set = await call(member.client, "photo", [200], "PUT", "/api/profile-photo", {
    headers: { ...profile.headers, ...auth },
    body: profile.body,
  });
  if (set.status !== 200) return null;
  const { objectPath } = JSON.parse(set.body.toString());
  const served = await call(member.client, "photo", [200], "GET", objectPath);
  return served.status === 200 ? { objectPath, sha: sha(served.body) } : null;
}

function percentiles(list) {
  const sorted = list.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
  };
}

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  const exits = [...servers, haproxy]
    .filter((child) => child && child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      return exited;
    });
  await Promise.all(exits);
  await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await clearLimits().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(1));
  });
}
process.on("uncaughtException", (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

/** Three processes on one database, Redis and objects folder, and HAProxy in front. */
async function startFleet() {
  if (!(await portsFree())) {
    throw new Error(`ports ${balancerPort}-${balancerPort + 3} are not free (DRILL_PORT)`);
  }
  await clearLimits();
  await queryOnce(adminUrl, `CREATE DATABASE ${dbName}`);
  // The first migrates the database; the other two start on it once it has.
  startServer(0);
  if (!(await waitForHealth(ports[0]))) throw new Error("app1 did not start");
  startServer(1);
  startServer(2);
  for (const port of ports.slice(1)) {
    if (!(await waitForHealth(port))) throw new Error(`the process on ${port} did not start`);
  }
  const haproxyLog = openSync(path.join(work, "haproxy.log"), "a");
  haproxy = startHaproxy({
    configFile: haproxyConfig,
    env: {
      QUIP_BIND: `127.0.0.1:${balancerPort}`,
      QUIP_APP1: `127.0.0.1:${ports[0]}`,
      QUIP_APP2: `127.0.0.1:${ports[1]}`,
      QUIP_APP3: `127.0.0.1:${ports[2]}`,
      QUIP_HAPROXY_SOCKET: socketPath,
    },
    stdio: ["ignore", haproxyLog, haproxyLog],
  });
  for (const name of names) {
    if ((await waitForState(name, (s) => s === "UP", 15_000)) === null) {
      throw new Error(`the balancer did not see ${name} up`);
    }
  }
}

/** Members sign up through the balancer, each from an address of its own. */
async function signUpMembers() {
  const members = [];
  for (let n = 1; n <= MEMBERS; n++) {
    const client = loopbackClient(base, `127.0.2.${n}`);
    const username = `fleet${tag}${n}`;
    const signUp = json({
      username,
      email: `${username}@example.com`,
      password: "a fleet drill password",
    });
    const registered = await call(client, "sign-up", [201], "POST", "/api/auth/register", signUp);
    if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status}`);
    const cookie = cookieOf(registered);
    members.push({ client, username, cookie, quips: 0, likes: 0, uploads: 0 });
  }
  return members;
}

/**
 * The mixed load, from workers with a short pause between requests, and a photo every 3 s.
 * Each member stays within its budget, so no request is refused by an hourly limit.
 */
function startLoad({ members, visitors, quipIds, post }) {
  const withBudget = (key) => {
    const left = members.filter((m) => m[key] < BUDGET[key]);
    return left.length > 0 ? pick(left) : null;
  };
  const asMember = (member) => ({ headers: { cookie: member.cookie } });
  const visitorFeed = () => {
    const filter = pick(["new", "top48", "hot"]);
    return call(pick(visitors), "visitor feed", [200], "GET", `/api/quips?filter=${filter}`);
  };
  const memberFeed = () => {
    const member = pick(members);
    const filter = pick(["new", "following", "top48"]);
    const url = `/api/quips?filter=${filter}`;
    return call(member.client, "member feed", [200], "GET", url, asMember(member));
  };
  const quipDetail = () =>
    call(pick(visitors), "quip detail", [200], "GET", `/api/quips/${pick(quipIds)}`);
  const likeOrUnlike = () => {
    const member = withBudget("likes");
    if (!member) return null;
    member.likes += 1;
    const url = `/api/quips/${pick(quipIds)}/like`;
    return call(member.client, "like or unlike", [200], "POST", url, asMember(member));
  };
  const postQuip = () => {
    const member = withBudget("quips");
    return member ? post(member) : null;
  };
  const session = () => {
    const member = pick(members);
    return call(member.client, "session", [200], "GET", "/api/auth/user", asMember(member));
  };
  const actions = [
    [30, visitorFeed],
    [20, memberFeed],
    [15, quipDetail],
    [20, likeOrUnlike],
    [7, postQuip],
    [8, session],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  let loading = true;
  const worker = async () => {
    while (loading) {
      await weighted(actions, totalWeight)();
      await sleep(20 + Math.random() * 30);
    }
  };
  const photos = async () => {
    for (let shade = 60; loading; shade = (shade + 7) % 250) {
      const member = withBudget("uploads");
      if (member) {
        member.uploads += 1;
        await uploadPhoto(member, shade);
      }
      await sleep(3_000);
    }
  };
  const running = Promise.all([...Array.from({ length: WORKERS }, worker), photos()]);
  return async () => {
    loading = false;
    await running;
  };
}

/** SIGTERM, out of the balancer, exit, start, healthy, back in the balancer: one at a time. */
async function restartOneByOne() {
  const restarts = [];
  for (let i = 0; i < 3; i++) {
    const window = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    restartWindows.push(window);
    const child = servers[i];
    let exitedAfterMs = null;
    const exited = new Promise((resolve) =>
      child.once("exit", (code) => {
        exitedAfterMs = Math.round(performance.now() - window.start);
        resolve(code);
      }),
    );
    child.kill("SIGTERM");
    const outAfterMs = await waitForState(names[i], (s) => s.startsWith("DOWN"), 20_000);
    const exitCode = await Promise.race([exited, sleep(40_000).then(() => "still running")]);
    startServer(i);
    const healthy = await waitForHealth(ports[i]);
    const backAfterMs = healthy ? await waitForState(names[i], (s) => s === "UP", 20_000) : null;
    window.end = performance.now();
    restarts.push({
      process: names[i],
      outOfBalancerAfterMs: outAfterMs === null ? null : Math.round(outAfterMs),
      exitCode,
      exitedAfterMs,
      backInBalancerAfterMs: backAfterMs === null ? null : Math.round(window.end - window.start),
    });
    await sleep(5_000);
  }
  return restarts;
}

/** A session and a photo made through the balancer, asked of each process directly. */
async function sameOnEveryProcess(member, photo) {
  const sessions = [];
  const photos = [];
  for (const port of ports) {
    const client = loopbackClient(`http://127.0.0.1:${port}`, "127.0.0.1");
    const me = await client.request("GET", "/api/auth/user", {
      headers: { cookie: member.cookie },
    });
    sessions.push(me.status === 200 && JSON.parse(me.body.toString()).username === member.username);
    const served = await client.request("GET", photo.objectPath);
    photos.push(served.status === 200 && sha(served.body) === photo.sha);
    client.close();
  }
  return { sessions, photos };
}

/** Eleven failed sign-ins from one client address, each for another account: their statuses. */
async function failedSignIns(clientFor, prefix, headers) {
  const statuses = [];
  for (let k = 0; k < 11; k++) {
    const body = json({ username: `${prefix}${tag}${k}`, password: "not the password" });
    const answer = await clientFor(k).request("POST", "/api/auth/login", {
      headers: { ...body.headers, ...headers(k) },
      body: body.body,
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/**
 * Abuse limits are counted together. Through the balancer, from one address, the requests
 * spread over the processes and each claims another address, which HAProxy overwrites; then
 * directly, process by process, as the balancer would name one client.
 */
async function abuseLimitsAcrossProcesses() {
  const before = await serverStates(socketPath, "quip_servers");
  const attacker = loopbackClient(base, "127.0.3.1");
  const throughBalancer = await failedSignIns(
    () => attacker,
    "nobody",
    (k) => ({ "x-forwarded-for": `203.0.113.${k + 1}` }),
  );
  attacker.close();
  const after = await serverStates(socketPath, "quip_servers");
  const spread = Object.fromEntries(
    names.map((name) => [name, after.get(name).requests - before.get(name).requests]),
  );
  const direct = ports.map((port) => loopbackClient(`http://127.0.0.1:${port}`, "127.0.0.1"));
  const processByProcess = await failedSignIns(
    (k) => direct[k % 3],
    "someone",
    () => ({ "x-forwarded-for": "198.51.100.7" }),
  );
  for (const client of direct) client.close();
  return { throughBalancer, spread, processByProcess, requestsPerProcess: after };
}

async function main() {
  await startFleet();
  const members = await signUpMembers();
  const visitors = Array.from({ length: VISITORS }, (_, i) =>
    loopbackClient(base, `127.0.1.${i + 1}`),
  );
  const stream = followLiveStream(base, {
    address: "127.0.4.1",
    onAnswer: (answer) => record("live stream", [200], answer, performance.now() - answer.ms),
  });
  // Open before the first quip, so the stream must announce every quip posted.
  while (stream.summary.connections === 0) await sleep(50);
  const quipIds = [];
  /** Each quip posted, and when its 201 came. */
  const posted = new Map();
  const post = async (member) => {
    member.quips += 1;
    const body = json({ content: `Fleet joke ${member.quips} of ${member.username}` });
    const answer = await call(member.client, "post", [201], "POST", "/api/quips", {
      headers: { ...body.headers, cookie: member.cookie },
      body: body.body,
    });
    if (answer.status === 201) {
      const { id } = JSON.parse(answer.body.toString());
      quipIds.push(id);
      posted.set(id, performance.now());
    }
  };
  for (const member of members) await post(member);
  members[0].uploads += 1;
  const firstPhoto = await uploadPhoto(members[0], 40);
  if (!firstPhoto) throw new Error("the first photo upload failed");

  const stopLoad = startLoad({ members, visitors, quipIds, post });
  await sleep(STEADY_MS);
  const restarts = await restartOneByOne();
  await stopLoad();
  // The last quips' events reach the stream within a batch or two.
  await sleep(2_000);
  stream.stop();
  for (const client of [...visitors, ...members.map((m) => m.client)]) client.close();

  const { sessions, photos } = await sameOnEveryProcess(members[0], firstPhoto);
  const limits = await abuseLimitsAcrossProcesses();
  const limited = (statuses) =>
    statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429;

  const measured = results.filter((r) => r.kind !== "sign-up");
  const failed = measured.filter((r) => !r.ok);
  const timed = measured.filter((r) => r.kind !== "live stream");
  const during = timed.filter((r) =>
    restartWindows.some((w) => r.startedAt >= w.start && r.startedAt <= w.end),
  );
  const byKind = {};
  for (const r of measured) {
    byKind[r.kind] ??= { requests: 0, failed: 0 };
    byKind[r.kind].requests += 1;
    if (!r.ok) byKind[r.kind].failed += 1;
  }
  const missed = [...posted.keys()].filter((id) => !stream.quips.has(id));
  const postedWhileAway = [...posted.values()].filter((at) =>
    stream.gaps.some((gap) => at >= gap.from && at <= gap.to),
  ).length;
  const serverErrors = names
    .map((name) => readFileSync(path.join(work, `${name}.log`), "utf8"))
    .join("\n")
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  const report = {
    requests: measured.length,
    failed: failed.length,
    failures: failed.slice(0, 20).map(({ kind, status, error }) => ({ kind, status, error })),
    byKind,
    latencyMs: { overall: percentiles(timed), duringRestarts: percentiles(during) },
    restarts,
    requestsPerProcess: Object.fromEntries(
      [...limits.requestsPerProcess].map(([name, state]) => [name, state.requests]),
    ),
    liveStream: {
      ...stream.summary,
      quipsPosted: posted.size,
      quipsPostedWhileReconnecting: postedWhileAway,
      quipsMissed: missed.length,
    },
    sessionOnEveryProcess: sessions,
    photoOnEveryProcess: photos,
    abuseLimits: {
      throughBalancer: limits.throughBalancer,
      spread: limits.spread,
      processByProcess: limits.processByProcess,
    },
    serverErrorsLogged: serverErrors.length,
  };
  console.log(JSON.stringify(report, null, 2));
  for (const line of serverErrors.slice(0, 5)) console.log(line);

  const checks = {
    "no request failed": failed.length === 0,
    "each draining process left the balancer before it stopped listening": restarts.every(
      (r) =>
        r.outOfBalancerAfterMs !== null &&
        r.outOfBalancerAfterMs < DRAIN_MS &&
        r.outOfBalancerAfterMs < r.exitedAfterMs,
    ),
    "each process exited 0 and came back": restarts.every(
      (r) => r.exitCode === 0 && r.backInBalancerAfterMs !== null,
    ),
    "one session on every process": sessions.every(Boolean),
    "one photo on every process": photos.every(Boolean),
    "the live stream reconnected and caught up":
      stream.summary.connections >= 2 && (missed.length === 0 || stream.summary.resets > 0),
    "abuse limits counted across processes":
      limited(limits.throughBalancer) &&
      limited(limits.processByProcess) &&
      Object.values(limits.spread).filter((n) => n > 0).length >= 2,
    "no error in the servers' logs": serverErrors.length === 0,
  };
  return reportChecks(checks);
}

await runDrill(main, cleanUp);
