import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/database.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { adminQuery, withDatabase } from "./support/global-setup";

/**
 * Every process of a fleet migrates as it starts, so on a fresh database several migrate at
 * once: each must come up, whatever the order, and each migration must run once.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const url = process.env.TEST_DATABASE_URL ?? "";
const created: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = `quip_migrate_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabase(url, name);
}

async function one<T>(databaseUrl: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Advisory locks still held in that database, by anyone. */
async function advisoryLocksIn(databaseUrl: string): Promise<number> {
  const row = await one<{ count: number }>(
    databaseUrl,
    `select count(*)::int as count from pg_locks l join pg_database d on d.oid = l.database
     where l.locktype = 'advisory' and d.datname = current_database()`,
  );
  return row.count;
}

afterAll(async () => {
  for (const name of created) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.runIf(onPostgres)("migrations started together on a fresh PostgreSQL database", () => {
  it("all succeed, each on a pool of one connection, and apply every migration once", async () => {
    const databaseUrl = await freshDatabase();
    // A pool of one: a lock held on one connection while migrating on another would wait forever.
    const fleet = await Promise.all([1, 2, 3].map(() => openPostgres(databaseUrl, 1)));
    try {
      const outcomes = await Promise.allSettled(fleet.map((database) => runMigrations(database)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
    } finally {
      await Promise.all(fleet.map((database) => database.close()));
    }
    const applied = await one<{ runs: number; distinct: number }>(
      databaseUrl,
      "select count(*)::int as runs, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
    );
    expect(applied.runs).toBeGreaterThan(0);
    expect(applied.runs).toBe(applied.distinct);
    expect(await advisoryLocksIn(databaseUrl)).toBe(0);
  });

  it("let go of the lock when a migration fails, so the next start can migrate", async () => {
    const databaseUrl = await freshDatabase();
    // A table in the way of the data model's first migration.
    await one(databaseUrl, "create table users (in_the_way int)");
    const first = await openPostgres(databaseUrl, 1);
    try {
      await expect(runMigrations(first)).rejects.toThrow(/CREATE TABLE "users"/);
      // While the failed process still holds its pool: a lock left on it would stop the fleet.
      expect(await advisoryLocksIn(databaseUrl)).toBe(0);
    } finally {
      await first.close();
    }

    await one(databaseUrl, "drop table users");
    const second = await openPostgres(databaseUrl, 1);
    try {
      await runMigrations(second);
    } finally {
      await second.close();
    }
    const users = await one<{ count: number }>(
      databaseUrl,
      "select count(*)::int as count from users",
    );
    expect(users.count).toBe(0);
  });

  it("release the lock while the pool stays open and in use", async () => {
    const databaseUrl = await freshDatabase();
    const database = await openPostgres(databaseUrl, 2);
    try {
      await runMigrations(database);
      expect(await advisoryLocksIn(databaseUrl)).toBe(0);
      const { rows } = await database.pool.query("select count(*)::int as count from users");
      expect(rows[0]).toEqual({ count: 0 });
    } finally {
      await database.close();
    }
  });
});
