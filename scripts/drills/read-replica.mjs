// Read-replica drill: a throwaway PostgreSQL primary and a streaming replica of it, the built
// server reading through the replica, members who post and like and read at once, and the
// replica stopped, started, and held back while they do. Passes when no request fails, every
// member reads their own write at once, visitors read the replica while it keeps up and the
// primary while it is down or too far behind, and the replica takes reads again once back.
// Both clusters live in a temporary folder, on free loopback ports; the machine's own
// PostgreSQL is not touched. Run as root (commands run as the `postgres` user) or as postgres,
// after `npm run build`.
// Usage: node scripts/drills/read-replica.mjs
import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import pg from "pg";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { spawnProductionServer, waitForHealth } from "../lib/production-server.mjs";

/** Short, so the drill sees the bound at work in seconds; production's default is 5000. */
const MAX_LAG_MS = 1000;
const MEMBERS = 4;
const VISITORS = 2;
const PHASES = [
  { name: "both up", ms: 5000 },
  { name: "replica stopped", ms: 4000 },
  { name: "replica back", ms: 4000 },
  { name: "replay paused", ms: 4000 },
  { name: "replay resumed", ms: 3000 },
];

const version = readdirSync("/usr/lib/postgresql")
  .filter((v) => /^\d+$/.test(v))
  .sort((a, b) => Number(b) - Number(a))[0];
const bin = (name) => `/usr/lib/postgresql/${version}/bin/${name}`;
const isRoot = process.getuid?.() === 0;
const postgresUid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
const postgresGid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
if (!isRoot && process.getuid?.() !== postgresUid) {
  console.error("Run the drill as root or as the postgres user.");
  process.exit(1);
}
/** A PostgreSQL program as the postgres user, which owns the clusters; the load runs on meanwhile. */
const asPostgres = (program, args) =>
  promisify(execFile)(
    isRoot ? "runuser" : bin(program),
    isRoot ? ["-u", "postgres", "--", bin(program), ...args] : args,
    { cwd: "/" },
  );

const dir = mkdtempSync(path.join(tmpdir(), "quip-replica-drill-"));
if (isRoot) chownSync(dir, postgresUid, postgresGid);
const primaryDir = path.join(dir, "primary");
const replicaDir = path.join(dir, "replica");
const [primaryPort, replicaPort, serverPort] = await freePorts(3);
const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/quip`;
const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/quip`;
const base = `http://127.0.0.1:${serverPort}`;

let server = null;
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000)]);
  }
  for (const data of [replicaDir, primaryDir]) {
    try {
      await asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Not started, or already stopped.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(1)));
}

try {
  process.exitCode = await drill();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function drill() {
  await makeClusters();
  await queryOnce(primaryUrl.replace(/\/quip$/, "/postgres"), "CREATE DATABASE quip");
  const reads = [];
  const requests = new Map();
  const replicaFailures = [];
  server = spawnProductionServer({
    port: serverPort,
    databaseUrl: primaryUrl,
    env: {
      DATABASE_READ_URL: replicaUrl,
      DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
      // Debug level logs each request and where its read went, which the drill counts.
      LOG_LEVEL: "debug",
      JOBS: "off",
      DATA_DIR: path.join(dir, "data"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  createInterface({ input: server.stdout }).on("line", (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.req?.url) requests.set(entry.reqId, entry.req.url);
    if (entry.readFrom) reads.push({ at: entry.time, reqId: entry.reqId, from: entry.readFrom });
    if (entry.msg?.startsWith("read on a replica failed")) replicaFailures.push(entry.time);
  });
  if (!(await waitForHealth(serverPort))) throw new Error("the server did not start");

  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await register(i));
  const outcome = { requests: 0, failed: [], ownPostMissing: 0, likeCountWrong: 0 };
  const checked = (response, what) => {
    outcome.requests += 1;
    if (!response || response.status >= 500) {
      outcome.failed.push(`${what}: ${response ? response.status : "no answer"}`);
      return false;
    }
    return true;
  };

  const lag = sampleLag();
  const phases = [];
  let running = true;
  const load = [
    ...members.map((member, i) => memberLoop(member, members[(i + 1) % MEMBERS], i)),
    ...Array.from({ length: VISITORS }, () => visitorLoop()),
  ];

  async function memberLoop(member, partner, i) {
    const liked = new Set();
    for (let n = 1; running; n++) {
      const content = `member ${i} quip ${n}`;
      const posted = await member.fetch("/api/quips", { method: "POST", body: { content } });
      if (!checked(posted, "post") || posted.status !== 201) {
        outcome.failed.push(`post: ${posted?.status}`);
        continue;
      }
      member.latest = (await posted.json()).id;
      const own = await member.fetch(`/api/quips?filter=all&authorId=${member.id}&sortBy=new`);
      if (checked(own, "own feed") && (await own.json())[0]?.content !== content) {
        outcome.ownPostMissing += 1;
      }
      const target = partner.latest;
      if (target && !liked.has(target)) {
        liked.add(target);
        const like = await member.fetch(`/api/quips/${target}/like`, { method: "POST" });
        if (!checked(like, "like")) continue;
        const { likesCount } = await like.json();
        const read = await member.fetch(`/api/quips/${target}`);
        if (checked(read, "quip")) {
          const quip = await read.json();
          if (quip.likesCount !== likesCount || !quip.isLiked) outcome.likeCountWrong += 1;
        }
      }
    }
  }

  async function visitorLoop() {
    while (running) {
      const feed = await fetch(`${base}/api/quips?filter=new`).catch(() => null);
      if (checked(feed, "visitor feed")) await feed.arrayBuffer();
      await sleep(10);
    }
  }

  for (const phase of PHASES) {
    if (phase.name === "replica stopped")
      await asPostgres("pg_ctl", ["-D", replicaDir, "-m", "fast", "-w", "stop"]);
    if (phase.name === "replica back")
      await asPostgres("pg_ctl", [
        "-D",
        replicaDir,
        "-l",
        path.join(dir, "replica.log"),
        "-w",
        "start",
      ]);
    if (phase.name === "replay paused") await queryOnce(replicaUrl, "select pg_wal_replay_pause()");
    if (phase.name === "replay resumed")
      await queryOnce(replicaUrl, "select pg_wal_replay_resume()");
    // Counted from when the change is made: reads while pg_ctl works belong to no phase.
    const start = Date.now();
    await sleep(phase.ms);
    phases.push({ name: phase.name, start, end: Date.now() });
  }
  running = false;
  await Promise.all(load);
  await lag.stop();
  await sleep(200);

  // Reads right after the member's own write: their own feed after a post, the quip after a like.
  const afterOwnWrite = (url) => url.includes("authorId=") || /^\/api\/quips\/[^/?]+$/.test(url);
  const report = phases.map((phase) => {
    const inPhase = reads.filter((r) => r.at >= phase.start && r.at < phase.end);
    const visitor = inPhase.filter((r) => requests.get(r.reqId) === "/api/quips?filter=new");
    const own = inPhase.filter((r) => afterOwnWrite(requests.get(r.reqId) ?? ""));
    // The skip is judged once the poll can have seen the change: the bound plus two polls.
    const settled = visitor.filter((r) => r.at >= phase.start + MAX_LAG_MS + 500);
    return {
      phase: phase.name,
      seconds: Math.round((phase.end - phase.start) / 100) / 10,
      visitorReads: visitor.length,
      visitorReadsOnReplica: visitor.filter((r) => r.from === "replica").length,
      settledVisitorReadsOnReplica: settled.filter((r) => r.from === "replica").length,
      settledVisitorReads: settled.length,
      readsAfterOwnWrite: own.length,
      readsAfterOwnWriteOnReplica: own.filter((r) => r.from === "replica").length,
      replicaReadsRetriedOnPrimary: replicaFailures.filter((t) => t >= phase.start && t < phase.end)
        .length,
      replicaLag: lag.between(phase.start, phase.end),
    };
  });
  const byName = Object.fromEntries(report.map((r) => [r.phase, r]));
  const share = (r) => (r.visitorReads === 0 ? 0 : r.visitorReadsOnReplica / r.visitorReads);
  const checks = {
    "no request failed (5xx or no answer)": outcome.failed.length === 0,
    "every own post read back at once": outcome.ownPostMissing === 0,
    "every like's count read back at once": outcome.likeCountWrong === 0,
    "visitors read the replica while it keeps up": share(byName["both up"]) > 0.9,
    "no read on the stopped replica once noticed":
      byName["replica stopped"].settledVisitorReadsOnReplica === 0,
    "the replica takes reads again once back": byName["replica back"].visitorReadsOnReplica > 0,
    "no read on a replica held back past the bound":
      byName["replay paused"].settledVisitorReadsOnReplica === 0,
    "the replica takes reads again once caught up":
      byName["replay resumed"].visitorReadsOnReplica > 0,
  };
  console.log(
    JSON.stringify(
      {
        postgres: version,
        maxLagMs: MAX_LAG_MS,
        requests: outcome.requests,
        failed: outcome.failed.slice(0, 10),
        failedCount: outcome.failed.length,
        ownPostMissing: outcome.ownPostMissing,
        likeCountWrong: outcome.likeCountWrong,
        wholeRun: {
          reads: reads.length,
          onReplica: reads.filter((r) => r.from === "replica").length,
          replicaReadsRetriedOnPrimary: replicaFailures.length,
        },
        phases: report,
        checks,
      },
      null,
      2,
    ),
  );
  const ok = Object.values(checks).every(Boolean);
  console.log(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

async function makeClusters() {
  await asPostgres("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const settings = [
    `port = ${primaryPort}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    "wal_level = replica",
    "max_wal_senders = 4",
    "hot_standby = on",
    "shared_buffers = 32MB",
  ];
  appendAsPostgres(path.join(primaryDir, "postgresql.conf"), settings);
  appendAsPostgres(path.join(primaryDir, "pg_hba.conf"), [
    "host replication postgres 127.0.0.1/32 trust",
  ]);
  await asPostgres("pg_ctl", [
    "-D",
    primaryDir,
    "-l",
    path.join(dir, "primary.log"),
    "-w",
    "start",
  ]);
  await asPostgres("pg_basebackup", [
    "-h",
    "127.0.0.1",
    "-p",
    String(primaryPort),
    "-U",
    "postgres",
    "-D",
    replicaDir,
    "-R",
    "-X",
    "stream",
    "-c",
    "fast",
  ]);
  appendAsPostgres(path.join(replicaDir, "postgresql.conf"), [`port = ${replicaPort}`]);
  await asPostgres("pg_ctl", [
    "-D",
    replicaDir,
    "-l",
    path.join(dir, "replica.log"),
    "-w",
    "start",
  ]);
}

function appendAsPostgres(file, lines) {
  execFileSync(
    isRoot ? "runuser" : "sh",
    isRoot ? ["-u", "postgres", "--", "sh", "-c", `cat >> '${file}'`] : ["-c", `cat >> '${file}'`],
    {
      input: `${lines.join("\n")}\n`,
    },
  );
}

/** A member through the API, with a cookie jar: the session and the position of their writes. */
async function register(i) {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  const member = {
    id: "",
    latest: null,
    fetch: async (url, { method = "GET", body } = {}) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).catch(() => null);
      return response && keep(response);
    },
  };
  const registered = await member.fetch("/api/auth/register", {
    method: "POST",
    body: {
      username: `drill${i}`,
      email: `drill${i}@example.com`,
      password: `drill password ${i}`,
    },
  });
  if (registered?.status !== 201) throw new Error(`register: ${registered?.status}`);
  member.id = (await registered.json()).id;
  return member;
}

/** The primary's own account of the replica: time and bytes behind, every 100 ms. */
function sampleLag() {
  const client = new pg.Client({ connectionString: primaryUrl });
  const samples = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select coalesce(extract(epoch from replay_lag) * 1000, 0)::float8 as ms,
                pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes
           from pg_stat_replication`,
      );
      if (rows[0]) samples.push({ at: Date.now(), ...rows[0] });
      await sleep(100);
    }
    await client.end();
  })();
  const stat = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
  };
  return {
    stop: async () => {
      running = false;
      await done;
    },
    /** Lag between two instants, as the primary saw it. */
    between: (start, end) => {
      const inside = samples.filter((s) => s.at >= start && s.at < end);
      return {
        samples: inside.length,
        ms: stat(inside.map((s) => s.ms)),
        bytes: stat(inside.map((s) => s.bytes)),
      };
    },
  };
}

/** Loopback ports nothing listens on, from 31200 up. */
async function freePorts(count) {
  const ports = [];
  for (let port = 31200; port < 31300 && ports.length < count; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) ports.push(port);
  }
  if (ports.length < count) throw new Error("no free ports in 31200-31299");
  return ports;
}
