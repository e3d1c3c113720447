import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#server/db/schema/index.ts";
import { runToEnd } from "./child-processes";
import { competesNow, readOpenTopics } from "./open-topics";
import { ROOT } from "./server-process";

const SEED_TIMEOUT_MS = 90 * 60_000;
const COUNTED_TABLES = ["users", "quips", "likes", "comments", "follows", "activities"] as const;
export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function datasetName(quips: number): string {
  return `quip_bench_${sizeName(quips)}`;
}

/** 10k, 100k, 1m… */
export function sizeName(quips: number): string {
  return quips >= 1_000_000 && quips % 1_000_000 === 0
    ? `${quips / 1_000_000}m`
    : `${Math.round(quips / 1000)}k`;
}

/**
 * The dataset's database, created and seeded on first use, and seeded again once its topics
 * are no longer the ones open now (competesNow): the seed sets the community around the day it
 * runs. A database that exists but holds fewer quips than asked (an interrupted seed) is
 * refused rather than benchmarked.
 */
export async function ensurePostgresDataset(adminUrl: string, quips: number): Promise<string> {
  const name = datasetName(quips);
  const url = databaseUrl(adminUrl, name);
  await withClient(adminUrl, async (admin) => {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      console.log(`Creating ${name} and seeding ${quips.toLocaleString("en")} quips.`);
      await admin.query(`create database "${name}"`);
    }
  });
  let present = await countSeeded(url);
  if (present.users > 0 && present.quips >= quips && !(await competesToday(url))) {
    console.log(
      `${name} was seeded on an earlier topic day (its open topics are not today's): seeding it again.`,
    );
    // Refused while another run is connected to it, which is as it should be.
    await withClient(adminUrl, async (admin) => {
      await admin.query(`drop database "${name}"`);
      await admin.query(`create database "${name}"`);
    });
    present = { users: 0, quips: 0 };
  }
  if (present.users === 0) {
    await seed({ DATABASE_URL: url }, quips);
  } else if (present.quips < quips) {
    throw new Error(
      `${name} holds ${present.quips} quips where ${quips} are expected (an interrupted seed?): drop it (dropdb ${name}) and run again.`,
    );
  }
  return url;
}

function competesToday(url: string): Promise<boolean> {
  return withClient(url, async (client) =>
    competesNow(await readOpenTopics(drizzle(client, { schema }), new Date())),
  );
}

/**
 * The embedded dataset lives in the system's temporary folder and is kept between runs: a
 * marker written after the seed tells a finished one from an interrupted one.
 */
export async function ensureEmbeddedDataset(quips: number): Promise<string> {
  const dataDir = path.join(os.tmpdir(), `quip-bench-pglite-${quips}`);
  const marker = path.join(dataDir, "bench-seeded");
  if (existsSync(marker)) return dataDir;
  if (existsSync(dataDir)) {
    throw new Error(`${dataDir} holds an unfinished seed: remove it and run again.`);
  }
  console.log(`Seeding an embedded dataset of ${quips.toLocaleString("en")} quips in ${dataDir}.`);
  await seed({ DATA_DIR: dataDir }, quips);
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}

async function seed(target: { DATABASE_URL: string } | { DATA_DIR: string }, quips: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, target);
  const started = Date.now();
  await runToEnd("npm", ["run", "--silent", "seed", "--", "bench", "--quips", String(quips)], {
    cwd: ROOT,
    env,
    timeoutMs: SEED_TIMEOUT_MS,
  });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

/** Users and quips, or zeros before the schema exists. */
async function countSeeded(url: string): Promise<{ users: number; quips: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schema = await client.query<{ ok: boolean }>(
      "select to_regclass('public.quips') is not null as ok",
    );
    if (!schema.rows[0]?.ok) return { users: 0, quips: 0 };
    const counts = await client.query<{ users: number; quips: number }>(
      "select (select count(*)::int from users) as users, (select count(*)::int from quips) as quips",
    );
    return counts.rows[0] ?? { users: 0, quips: 0 };
  } finally {
    await client.end();
  }
}

const COUNT_ROWS = `select ${COUNTED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(", ")}`;

export async function rowCounts(client: pg.ClientBase): Promise<RowCounts> {
  const result = await client.query<RowCounts>(COUNT_ROWS);
  return result.rows[0] as RowCounts;
}

/** Read before the server starts: the embedded database admits one process at a time. */
export async function embeddedRowCounts(dataDir: string): Promise<RowCounts> {
  const db = await PGlite.create({
    dataDir: path.join(dataDir, "pglite"),
    extensions: { pg_trgm },
  });
  try {
    return (await db.query<RowCounts>(COUNT_ROWS)).rows[0] as RowCounts;
  } finally {
    await db.close();
  }
}

/** A connection of its own for a few statements, closed whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
