import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { AppContext } from "../../src/server/context";
import { type Database, openEmbedded, openPostgres } from "../../src/server/db/database";
import type { ObjectStorage, StoredObject } from "../../src/server/storage/object-storage";
import { adminQuery, withDatabase } from "./global-setup";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** Moves the server's clock; every service reads time through ctx.now. */
  clock: { set(at: Date | string): void; advance(ms: number): void; now(): Date };
  close(): Promise<void>;
}

/** A fresh migrated database (embedded or PostgreSQL, as the project says) behind a real app. */
export async function createTestApp(): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  let current = new Date();
  const clock = {
    set: (at: Date | string) => {
      current = new Date(at);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    now: () => new Date(current),
  };
  const config = loadConfig({
    DATA_DIR: "/nonexistent-test-data-dir",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: "http://localhost:3000",
  });
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    storage: memoryStorage(),
    now: clock.now,
  };
  const app = await buildApp(ctx, { clientDir: null });
  return {
    app,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const name = `quip_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    const database = await openPostgres(withDatabase(url, name), 5);
    return {
      database,
      dispose: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dump = readFileSync(inject("embeddedTemplate"));
  const database = await openEmbedded({ loadDataDir: new Blob([dump]) });
  return { database, dispose: async () => {} };
}

export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, StoredObject>();
  return {
    put: async (key, bytes, contentType) => {
      objects.set(key, { bytes, contentType });
    },
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => {
      objects.delete(key);
    },
  };
}
