// Backup drill on PostgreSQL: the commands docs/operations.md gives ("Backups", PostgreSQL), run
// exactly as written there, while members write through a running server: pg_dump of the live
// database, pg_restore into a new one, and a server started on the copy. The copy must answer
// its health check, have every migration applied, hold every quip acknowledged before the dump
// began, and keep every count equal to the rows it counts.
// Needs PostgreSQL with pg_dump and pg_restore (DRILL_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and a built server (npm run build). Both
// databases and everything it starts are removed at the end, also on failure. Exits 1 unless
// every check passes.
// Usage: node scripts/drills/pg-dump-backup.mjs   (DRILL_PORT: default 31370, and the next one)
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { reportChecks, runDrill } from "../lib/drill-verdict.mjs";
import { startWriteLoad } from "../lib/member-write-load.mjs";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { killServers, spawnProductionServer, waitForHealth } from "../lib/production-server.mjs";
import {
  APPLIED_MIGRATIONS_SQL,
  COUNT_MISMATCHES_SQL,
  expectedMigrations,
} from "../lib/restored-copy-checks.mjs";

const adminUrl = process.env.DRILL_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const firstPort = Number(process.env.DRILL_PORT ?? 31370);
const suffix = randomBytes(3).toString("hex");
const live = `quip_backup_${suffix}`;
const restored = `quip_restored_${suffix}`;
const urlOf = (name) => adminUrl.replace(/\/[^/]*$/, `/${name}`);
const work = mkdtempSync(path.join(tmpdir(), "quip-pg-dump-"));
const serverEnv = {
  DATA_DIR: path.join(work, "data"),
  SESSION_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
  JOBS: "off",
};
const servers = [];

/**
 * The PostgreSQL commands of docs/operations.md's Backups section: the shell block after
 * "**PostgreSQL**", each line that is not a comment. Read from there, so the documented
 * commands are the drilled ones.
 */
function documentedCommands() {
  const docs = readFileSync("docs/operations.md", "utf8");
  const section = docs.slice(docs.indexOf("## Backups"));
  const block = /\*\*PostgreSQL\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("No PostgreSQL commands found in docs/operations.md, Backups");
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

function startServer(port, database) {
  const server = spawnProductionServer({
    port,
    databaseUrl: urlOf(database),
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(server);
  return server;
}

async function stopServer(server) {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  server.kill("SIGTERM");
  return exited;
}

async function cleanUp() {
  await killServers(servers);
  for (const name of [live, restored]) {
    await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${name}: ${error.message}`),
    );
  }
  rmSync(work, { recursive: true, force: true });
}

async function main() {
  const commands = documentedCommands();
  await queryOnce(adminUrl, `CREATE DATABASE ${live}`);
  const server = startServer(firstPort, live);
  if (!(await waitForHealth(firstPort)))
    throw new Error("the server on the live database never answered");
  const load = await startWriteLoad(`http://127.0.0.1:${firstPort}`, { members: 4 });
  while (load.acknowledged().length < 40) await sleep(50);

  const postedBefore = load.acknowledged();
  // "A new, empty database", as the documentation asks for before its pg_restore.
  await queryOnce(adminUrl, `CREATE DATABASE ${restored}`);
  const env = { ...process.env, DATABASE_URL: urlOf(live), RESTORE_URL: urlOf(restored) };
  const started = performance.now();
  for (const command of commands) {
    console.log(`$ ${command}`);
    execFileSync("sh", ["-c", command], { cwd: work, env, stdio: "inherit" });
  }
  const commandsMs = Math.round(performance.now() - started);
  const postedDuring = load.acknowledged().length - postedBefore.length;
  const written = await load.stop();
  const liveExit = await stopServer(server);

  const again = startServer(firstPort + 1, restored);
  const healthy = await waitForHealth(firstPort + 1);
  const health = healthy
    ? await (await fetch(`http://127.0.0.1:${firstPort + 1}/api/health`)).json()
    : null;
  const served = healthy
    ? (await fetch(`http://127.0.0.1:${firstPort + 1}/api/quips/${postedBefore[0]}`)).status
    : null;
  const restoredExit = await stopServer(again);

  const journal = readFileSync("src/server/db/migrations/meta/_journal.json", "utf8");
  const applied = (await queryOnce(urlOf(restored), APPLIED_MIGRATIONS_SQL)).rows[0].applied;
  const mismatches = (await queryOnce(urlOf(restored), COUNT_MISMATCHES_SQL)).rows;
  const present = (
    await queryOnce(
      urlOf(restored),
      `select count(*)::int as n from quips where id in (${postedBefore.map((id) => `'${id}'`).join(",")})`,
    )
  ).rows[0].n;
  const [liveQuips, restoredQuips] = await Promise.all(
    [live, restored].map(
      async (name) =>
        (await queryOnce(urlOf(name), "select count(*)::int as n from quips")).rows[0].n,
    ),
  );

  console.log(
    JSON.stringify(
      {
        commandsMs,
        load: written,
        postedDuringTheCommands: postedDuring,
        quips: {
          acknowledgedBeforeTheDump: postedBefore.length,
          live: liveQuips,
          restored: restoredQuips,
        },
        restored: { health, served, applied, mismatches: mismatches.slice(0, 5) },
        exits: { live: liveExit, restored: restoredExit },
      },
      null,
      2,
    ),
  );
  return reportChecks({
    "members kept writing while the commands ran, every request answered as usual":
      postedDuring > 0 && Object.keys(written.unexpected).length === 0,
    "a server on the restored database answers its health check":
      health?.ok === true && health?.db === "postgres",
    [`the restored database has all ${expectedMigrations(journal)} migrations applied`]:
      applied === expectedMigrations(journal),
    "every quip acknowledged before the dump is in the copy, and served":
      present === postedBefore.length && served === 200,
    "every count on a row equals the rows it counts": mismatches.length === 0,
    "both servers stopped cleanly": liveExit === 0 && restoredExit === 0,
  });
}

await runDrill(main, cleanUp);
