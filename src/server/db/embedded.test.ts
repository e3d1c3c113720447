import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { type Database, openEmbedded, rowsOf } from "./database";
import { createClusterApart } from "./embedded-cluster";
import { openDatabase } from "./open";

vi.mock("./embedded-cluster", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./embedded-cluster")>();
  return { ...actual, createClusterApart: vi.fn(actual.createClusterApart) };
});

const root = mkdtempSync(path.join(tmpdir(), "quip-embedded-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  vi.mocked(createClusterApart).mockClear();
});

function clustersMadeApart(): number {
  return vi.mocked(createClusterApart).mock.calls.length;
}

async function sharedBuffers(database: Database): Promise<string | undefined> {
  const result = await database.db.execute(sql`show shared_buffers`);
  return rowsOf<{ shared_buffers: string }>(result)[0]?.shared_buffers;
}

/** Making a cluster and migrating it takes seconds, many more on a busy machine. */
const FIRST_START_TIMEOUT_MS = 90_000;

describe("the embedded database", () => {
  it(
    "has a fresh data directory's cluster made apart, once, and the configured page cache",
    async () => {
      const config = loadConfig({ DATA_DIR: root, EMBEDDED_SHARED_BUFFERS_MB: "8" });
      const first = await openDatabase(config, "test");
      try {
        expect(clustersMadeApart()).toBe(1);
        expect(existsSync(path.join(root, "pglite", "PG_VERSION"))).toBe(true);
        expect(await sharedBuffers(first)).toBe("8MB");
        await first.db.execute(sql`create table kept (n int)`);
        await first.db.execute(sql`insert into kept values (42)`);
      } finally {
        await first.close();
      }

      const again = await openDatabase(config, "test");
      try {
        expect(clustersMadeApart()).toBe(1);
        const kept = await again.db.execute(sql`select n from kept`);
        expect(rowsOf<{ n: number }>(kept)).toEqual([{ n: 42 }]);
      } finally {
        await again.close();
      }
    },
    FIRST_START_TIMEOUT_MS,
  );

  it("keeps a small page cache in memory too", async () => {
    const database = await openEmbedded({});
    try {
      expect(await sharedBuffers(database)).toBe("16MB");
      expect(clustersMadeApart()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
