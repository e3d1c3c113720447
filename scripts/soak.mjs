// Soak test: the production server under ten minutes of mixed load on PostgreSQL, over
// loopback. It passes when no answer is a 5xx, no connection fails, the server logs no error,
// and memory stays flat once warm: over the last two thirds of the run, the least-squares line
// through the server's RSS rises by less than 10% of its value where that window starts.
// Needs PostgreSQL (SOAK_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres); builds
// the app when dist is missing. It works on a throwaway database, dropped at the end.
// Usage: npm run soak   (SOAK_SECONDS=60 for a short run; SOAK_RATE requests a second, 150)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { queryOnce } from "./lib/pg-once.mjs";
import { spawnProductionServer, waitForHealth } from "./lib/production-server.mjs";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 150);
const adminUrl = process.env.SOAK_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `quip_soak_${Date.now()}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const port = 3741;
const base = `http://127.0.0.1:${port}`;
const SAMPLE_MS = 5000;
const MAX_GROWTH = 0.1;

/** Resident memory of a process in bytes (Linux); NaN once it has gone. */
function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Growth of the least-squares line through the samples, as a fraction of its first value. */
function trendGrowth(samples) {
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.t, 0) / n;
  const meanR = samples.reduce((sum, s) => sum + s.rss, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.t - meanT) * (s.rss - meanR);
    variance += (s.t - meanT) ** 2;
  }
  const slope = covariance / variance;
  const first = samples[0].t;
  const last = samples[n - 1].t;
  const start = meanR + slope * (first - meanT);
  return (slope * (last - first)) / start;
}

async function api(method, url, cookie, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const WORDS = ["coffee", "cat", "monday", "laundry", "pizza", "soak", "joke", "traffic"];

/**
 * Mostly reads, as on the site: feeds, quip pages, comments, profiles, search. One request in
 * seven writes: a quip, a like (a toggle) or a comment.
 */
function mix(members, quipIds) {
  const quip = () => pick(quipIds);
  let posted = 0;
  const operations = [
    [14, "feed new", () => ({ path: "/api/quips?filter=new" })],
    [10, "feed hot", () => ({ path: `/api/quips?filter=${pick(["hot", "top48", "following"])}` })],
    [14, "quip", () => ({ path: `/api/quips/${quip()}` })],
    [10, "comments", () => ({ path: `/api/quips/${quip()}/comments` })],
    [10, "profile", () => ({ path: `/api/users/${pick(members).id}` })],
    [6, "profile quips", () => ({ path: `/api/quips?filter=all&authorId=${pick(members).id}` })],
    [8, "search quips", () => ({ path: `/api/search/quips?q=${pick(WORDS)}` })],
    [4, "search users", () => ({ path: `/api/search/users?q=soak` })],
    [6, "topic", () => ({ path: "/api/topic-of-the-day" })],
    [4, "page", () => ({ path: "/" })],
    [
      5,
      "post quip",
      () => ({
        method: "POST",
        path: "/api/quips",
        json: { content: `soak ${pick(WORDS)} quip ${++posted}` },
      }),
    ],
    [6, "like", () => ({ method: "POST", path: `/api/quips/${quip()}/like` })],
    [
      3,
      "comment",
      () => ({
        method: "POST",
        path: `/api/quips/${quip()}/comments`,
        json: { content: `soak comment about ${pick(WORDS)}` },
      }),
    ],
  ];
  const total = operations.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, name, make] of operations) {
      roll -= weight;
      if (roll < 0) return { name, ...make() };
    }
    throw new Error("unreachable");
  };
}

execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], { stdio: "inherit" });
await queryOnce(adminUrl, `CREATE DATABASE ${dbName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-soak-"));
const server = spawnProductionServer({
  port,
  databaseUrl: dbUrl,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  },
});
const loggedErrors = [];
for (const stream of [server.stdout, server.stderr]) {
  createInterface({ input: stream }).on("line", (line) => {
    // pino writes one JSON line per entry; level 50 and above is error and fatal.
    const level = line.startsWith("{") ? JSON.parse(line).level : 0;
    if (level >= 50) loggedErrors.push(line.slice(0, 500));
  });
}
const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
let ok = false;
try {
  if (!(await waitForHealth(port))) throw new Error("the server did not start");

  const members = [];
  for (let i = 1; i <= 5; i++) {
    const username = `soak${i}`;
    const registered = await api("POST", "/api/auth/register", "", {
      username,
      email: `${username}@example.com`,
      password: `soak password ${i}`,
    });
    const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0];
    members.push({ cookie, id: (await registered.json()).id });
  }
  const quipIds = [];
  for (const member of members) {
    for (const other of members) {
      if (other !== member) await api("POST", `/api/users/${other.id}/follow`, member.cookie);
    }
    for (let i = 1; i <= 4; i++) {
      const quip = await api("POST", "/api/quips", member.cookie, {
        content: `soak ${WORDS[i]} opener ${i}`,
      });
      quipIds.push((await quip.json()).id);
    }
  }

  const next = mix(members, quipIds);
  const byOperation = {};
  const samples = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => {
    samples.push({ t: (Date.now() - startedAt) / 1000, rss: rssOf(server.pid) });
    if (samples.length % 12 === 0) {
      const last = samples[samples.length - 1];
      console.log(`${Math.round(last.t)} s: RSS ${(last.rss / 2 ** 20).toFixed(1)} MiB`);
    }
  }, SAMPLE_MS);
  const result = await autocannon({
    url: base,
    connections: 8,
    duration: seconds,
    overallRate: rate,
    maxOverallRequests: rate * seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const operation = next();
          const member = pick(members);
          context.operation = operation.name;
          return {
            ...request,
            method: operation.method ?? "GET",
            path: operation.path,
            headers: {
              cookie: member.cookie,
              ...(operation.json ? { "content-type": "application/json" } : {}),
            },
            body: operation.json ? JSON.stringify(operation.json) : undefined,
          };
        },
        onResponse: (status, body, context) => {
          byOperation[context.operation] ??= {};
          const counts = byOperation[context.operation];
          counts[status] = (counts[status] ?? 0) + 1;
          // New quips join the pool the load reads, likes and comments on, up to a bound.
          if (context.operation === "post quip" && status === 201) {
            const { id } = JSON.parse(body);
            if (quipIds.length < 2000) quipIds.push(id);
            else quipIds[Math.floor(Math.random() * quipIds.length)] = id;
          }
        },
      },
    ],
  });
  clearInterval(sampler);

  const warm = samples.filter((s) => s.t >= seconds / 3);
  const growth = trendGrowth(warm);
  const mib = (bytes) => Number((bytes / 2 ** 20).toFixed(1));
  const rssValues = warm.map((s) => s.rss);
  const summary = {
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses: {
      "2xx": result["2xx"],
      "3xx": result["3xx"],
      "4xx": result["4xx"],
      "5xx": result["5xx"],
    },
    errors: result.errors,
    timeouts: result.timeouts,
    byOperation,
    rssMiB: {
      start: mib(samples[0].rss),
      warmStart: mib(warm[0].rss),
      warmMin: mib(Math.min(...rssValues)),
      warmMax: mib(Math.max(...rssValues)),
      end: mib(samples[samples.length - 1].rss),
      samples: samples.length,
    },
    warmTrendGrowthPercent: Number((growth * 100).toFixed(2)),
    loggedErrors: loggedErrors.slice(0, 5),
  };
  console.log(JSON.stringify(summary, null, 2));
  ok =
    result["5xx"] === 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    loggedErrors.length === 0 &&
    growth < MAX_GROWTH;
  console.log(
    ok
      ? `PASS: no 5xx, no failed connection, no logged error; after warm-up the RSS trend moved ${summary.warmTrendGrowthPercent}% (limit +${MAX_GROWTH * 100}%)`
      : "FAIL",
  );
} finally {
  process.exitCode = ok ? 0 : 1;
  server.kill("SIGTERM");
  await exited;
  await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
