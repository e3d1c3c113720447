// Fault drill: PostgreSQL stops under load and comes back. The server must answer 503 with a
// clear message while the database is away, never half-apply a request, and recover by itself.
// Needs the machine's PostgreSQL managed by pg_ctlcluster (Debian), root, and a built server
// (npm run build). It stops PostgreSQL for five seconds: run it on a machine of your own.
// Usage: node scripts/drills/postgres-outage.mjs
import { execSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { spawnProductionServer, waitForHealth } from "../lib/production-server.mjs";

const adminUrl = process.env.DRILL_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `quip_drill_${Date.now()}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const port = 3731;
const base = `http://127.0.0.1:${port}`;
const cluster = readdirSync("/etc/postgresql")[0];
const pgctl = (action) =>
  execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster} main ${action}`, {
    stdio: "ignore",
  });

const answers = new Map();
const note = (key) => answers.set(key, (answers.get(key) ?? 0) + 1);

await queryOnce(adminUrl, `CREATE DATABASE ${dbName}`);
const server = spawnProductionServer({
  port,
  databaseUrl: dbUrl,
  env: { LOG_LEVEL: "fatal", DATA_DIR: mkdtempSync(path.join(tmpdir(), "quip-drill-")) },
});
try {
  await waitForHealth(port);
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: "drill1",
      email: "drill1@example.com",
      password: "drill password 1",
    }),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0];
  let accepted = 0;
  let running = true;
  const load = (async () => {
    for (let n = 1; running; n++) {
      const write = await fetch(`${base}/api/quips`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ content: `drill quip ${n}` }),
      }).catch(() => null);
      const read = await fetch(`${base}/api/quips?filter=new`).catch(() => null);
      for (const answer of [write, read]) {
        if (!answer) note("no answer");
        else if (answer.status === 503) note(`503 ${await answer.text()}`);
        else {
          note(String(answer.status));
          await answer.arrayBuffer();
        }
      }
      if (write?.status === 201) accepted += 1;
      await sleep(20);
    }
  })();
  await sleep(2000);
  pgctl("stop");
  await sleep(5000);
  pgctl("start");
  const upAt = Date.now();
  let recoveredAfterMs = -1;
  for (let i = 0; i < 300 && recoveredAfterMs < 0; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok)
      recoveredAfterMs = Date.now() - upAt;
    else await sleep(100);
  }
  await sleep(2000);
  running = false;
  await load;
  const stored = (
    await queryOnce(dbUrl, "select count(*)::int as n from quips where content like 'drill quip %'")
  ).rows[0].n;
  console.log(
    JSON.stringify(
      { recoveredAfterMs, answers: Object.fromEntries(answers), accepted, stored },
      null,
      2,
    ),
  );
  const ok =
    recoveredAfterMs >= 0 &&
    !answers.has("500") &&
    !answers.has("no answer") &&
    stored === accepted;
  console.log(
    ok ? "PASS: 503 while away, recovered by itself, every accepted write stored once" : "FAIL",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  try {
    pgctl("start");
  } catch {
    // Already running: the drill started it again itself.
  }
  server.kill("SIGTERM");
  await sleep(1000);
  await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
}
