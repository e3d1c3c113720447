// Fleet drill: several production server processes started at the same instant on one fresh
// PostgreSQL database, as a fleet's first deploy or a scaled-out restart does. Each migrates as
// it starts; they must take turns, so every process comes up, each migration is applied once,
// and a member who signs up through one signs in through every other.
// Needs PostgreSQL (DRILL_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and a
// built server (npm run build). The database and everything it starts are removed at the end,
// also on failure. Exits 1 unless every check passes.
// Usage: node scripts/drills/fleet-first-start.mjs   (DRILL_PROCESSES: how many, default 3;
// DRILL_PORT: the first one's port, default 31350, the others on the next ones;
// DRILL_DATABASE: the name of the database to create and drop)
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { reportChecks, runDrill } from "../lib/drill-verdict.mjs";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { killServers, spawnProductionServer } from "../lib/production-server.mjs";

const adminUrl = process.env.DRILL_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const count = Number(process.env.DRILL_PROCESSES ?? 3);
const firstPort = Number(process.env.DRILL_PORT ?? 31350);
const ports = Array.from({ length: count }, (_, i) => firstPort + i);
const dbName = process.env.DRILL_DATABASE ?? `quip_first_start_${randomBytes(3).toString("hex")}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const work = mkdtempSync(path.join(tmpdir(), "quip-first-start-"));
const migrations = JSON.parse(readFileSync("src/server/db/migrations/meta/_journal.json", "utf8"))
  .entries.length;
const serverEnv = {
  DATA_DIR: path.join(work, "data"),
  SESSION_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
};
const servers = [];

function logOf(port) {
  return path.join(work, `${port}.log`);
}

async function cleanUp() {
  await killServers(servers);
  await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) =>
    console.error(`could not drop ${dbName}: ${error.message}`),
  );
  rmSync(work, { recursive: true, force: true });
}

/** True once the process answers its health check; false as soon as it exits, or after 60 s. */
async function serving(server, port) {
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return true;
    await sleep(200);
  }
  return false;
}

async function signUpAndSignInEverywhere() {
  const member = {
    username: `fleet${randomBytes(3).toString("hex")}`,
    password: "a fleet drill password",
  };
  const registered = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...member, email: `${member.username}@example.com` }),
  });
  if (registered.status !== 201) return ports.map(() => false);
  return Promise.all(
    ports.map(async (port) => {
      const answer = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(member),
      });
      return answer.status === 200;
    }),
  );
}

async function main() {
  await queryOnce(adminUrl, `CREATE DATABASE ${dbName}`);
  // All at once: none waits for another's health before it starts.
  for (const port of ports) {
    const log = openSync(logOf(port), "a");
    servers.push(
      spawnProductionServer({
        port,
        databaseUrl: dbUrl,
        env: serverEnv,
        stdio: ["ignore", log, log],
      }),
    );
  }
  const healthy = await Promise.all(ports.map((port, i) => serving(servers[i], port)));
  const applied = (
    await queryOnce(
      dbUrl,
      "select count(*)::int as runs, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
    ).catch(() => ({ rows: [{ runs: 0, distinct: 0 }] }))
  ).rows[0];
  const signedIn = healthy.every(Boolean) ? await signUpAndSignInEverywhere() : [];
  const exited = servers.map((server) => server.exitCode);

  console.log(
    JSON.stringify({ processes: count, ports, healthy, exited, applied, signedIn }, null, 2),
  );
  for (const file of readdirSync(work).filter((name) => name.endsWith(".log"))) {
    const lines = readFileSync(path.join(work, file), "utf8").trim();
    if (lines) console.log(`--- ${file}\n${lines.split("\n").slice(-10).join("\n")}`);
  }
  const checks = {
    "every process answers its health check": healthy.every(Boolean),
    "no process exited": exited.every((code) => code === null),
    [`each of the ${migrations} migrations applied once`]:
      applied.runs === migrations && applied.distinct === migrations,
    "a member who signed up through one signs in through every one":
      signedIn.length === count && signedIn.every(Boolean),
  };
  return reportChecks(checks);
}

await runDrill(main, cleanUp);
