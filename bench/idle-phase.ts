import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { databaseUrl } from "./datasets";
import { seedDemoCommunity } from "./demo-server";
import { currentRssMb } from "./rss-sampler";
import { type ServerOptions, startServer } from "./server-process";

const SAMPLE_MS = 500;
/** Settled: every sample of the last SETTLED_WINDOW_MS within SETTLED_RANGE_MB of each other. */
const SETTLED_WINDOW_MS = 10_000;
const SETTLED_RANGE_MB = 2;
const SETTLE_LIMIT_MS = 90_000;
/** Made afresh on every run, for the demo community on PostgreSQL. */
const IDLE_DATABASE = "quip_bench_idle";

export interface IdleRecord {
  name: string;
  database: "embedded" | "postgres";
  /** VmRSS once settled, or when SETTLE_LIMIT_MS ran out. */
  rssMb: number;
  /** From the first healthy answer to the settled figure. */
  settledAfterS: number;
  settled: boolean;
}

/**
 * What a server holds doing nothing, as a small host runs it: one process, scheduled work on,
 * the demo community's 14 members. Three starts: a newcomer's first start, which makes the
 * embedded database and adds the demo itself; a production start on an embedded database the
 * demo was seeded into beforehand; the same on PostgreSQL.
 */
export async function measureIdle(adminUrl: string, sessionSecret: string): Promise<IdleRecord[]> {
  const records: IdleRecord[] = [];
  const firstStartDir = mkdtempSync(path.join(tmpdir(), "quip-idle-first-"));
  try {
    records.push(
      await idleServer("embedded, first start (demo added by it)", "embedded", {
        database: { dataDir: firstStartDir },
        sessionSecret,
        env: { NODE_ENV: "development" },
      }),
    );
  } finally {
    rmSync(firstStartDir, { recursive: true, force: true });
  }

  const seededDir = mkdtempSync(path.join(tmpdir(), "quip-idle-demo-"));
  try {
    seedDemoCommunity({ DATA_DIR: seededDir });
    records.push(
      await idleServer("embedded, demo seeded", "embedded", {
        database: { dataDir: seededDir },
        sessionSecret,
      }),
    );
  } finally {
    rmSync(seededDir, { recursive: true, force: true });
  }

  const url = await freshDatabase(adminUrl, IDLE_DATABASE);
  // Mail and the outbox still write to DATA_DIR, kept out of the checkout.
  const filesDir = mkdtempSync(path.join(tmpdir(), "quip-idle-pg-"));
  try {
    seedDemoCommunity({ DATABASE_URL: url });
    records.push(
      await idleServer("postgres, demo seeded", "postgres", {
        database: { url },
        sessionSecret,
        env: { DATA_DIR: filesDir },
      }),
    );
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
  return records;
}

async function idleServer(
  name: string,
  database: IdleRecord["database"],
  options: Pick<ServerOptions, "database" | "sessionSecret" | "env">,
): Promise<IdleRecord> {
  const server = await startServer({
    ...options,
    label: name,
    logLevel: "warn",
    env: { JOBS: "on", ...options.env },
  });
  try {
    return { name, database, ...(await settledRss(server.pid)) };
  } finally {
    await server.stop();
  }
}

/** Samples VmRSS until it stops moving, within a bound: a start's garbage is collected late. */
async function settledRss(pid: number): Promise<Omit<IdleRecord, "name" | "database">> {
  const started = Date.now();
  const window: Array<{ at: number; mb: number }> = [];
  for (;;) {
    const mb = currentRssMb(pid);
    if (mb === null) throw new Error(`process ${pid} ended while idle`);
    const at = Date.now();
    window.push({ at, mb });
    while ((window[0] as { at: number }).at < at - SETTLED_WINDOW_MS) window.shift();
    const values = window.map((sample) => sample.mb);
    const full = at - started >= SETTLED_WINDOW_MS;
    const settled = full && Math.max(...values) - Math.min(...values) <= SETTLED_RANGE_MB;
    if (settled || at - started >= SETTLE_LIMIT_MS) {
      return { rssMb: mb, settledAfterS: (at - started) / 1000, settled };
    }
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}
