import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedDemo } from "#server/seeds/demo/seed-demo.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { scaled } from "../../../tests/support/time-budget";
import { backupEmbedded, restoreEmbedded } from "./backup";
import { acquireDataDirLock } from "./data-dir-lock";
import { openEmbedded } from "./database";
import { runMigrations } from "./migrate";

const root = mkdtempSync(path.join(tmpdir(), "quip-backup-"));
const dataDir = path.join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TABLES = [
  "users",
  "quips",
  "likes",
  "comments",
  "follows",
  "bookmarks",
  "vault_quips",
  "activities",
  "topic_of_the_day",
  "scheduled_topics",
];

/** Every table's rows, as text, so a round trip that loses or changes anything shows. */
async function contents(): Promise<Record<string, string>> {
  const database = await openEmbedded({ dir: path.join(dataDir, "pglite") });
  try {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const result = await database.client.query<{ digest: string; n: number }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${table} t`,
      );
      out[table] = `${result.rows[0]?.n}:${result.rows[0]?.digest}`;
    }
    return out;
  } finally {
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  // Two embedded databases opened, migrated, dumped and read back: a longer limit.
  it("round-trips the database and the uploaded files without losing anything", {
    timeout: scaled(60_000),
  }, async () => {
    mkdirSync(dataDir, { recursive: true });
    const database = await openEmbedded({ dir: path.join(dataDir, "pglite") });
    await runMigrations(database);
    const storage = createLocalStorage(path.join(dataDir, "objects"));
    await seedDemo({ db: database.db, storage, now: new Date("2025-09-16T15:00:00Z") });
    await database.close();
    const before = await contents();
    expect(Number(before.quips?.split(":")[0])).toBeGreaterThan(60);

    const target = path.join(root, "backup-1");
    await backupEmbedded(dataDir, target);

    // Damage: lose quips and an uploaded file.
    const damaged = await openEmbedded({ dir: path.join(dataDir, "pglite") });
    await damaged.client.query("delete from quips");
    await damaged.close();
    const avatars = path.join(dataDir, "objects", "avatars");
    const someAvatar = path.join(
      avatars,
      (await import("node:fs")).readdirSync(avatars).find((f) => f.endsWith(".png")) as string,
    );
    const avatarBytes = readFileSync(someAvatar);
    rmSync(someAvatar);
    expect((await contents()).quips).not.toBe(before.quips);

    const kept = await restoreEmbedded(dataDir, target);
    expect(await contents()).toEqual(before);
    expect(readFileSync(someAvatar)).toEqual(avatarBytes);
    expect(existsSync(path.join(kept, "pglite"))).toBe(true);
  });

  it("refuses while the server holds the data directory, and refuses a folder that is not a backup", async () => {
    const lock = acquireDataDirLock(dataDir, "server");
    try {
      await expect(backupEmbedded(dataDir, path.join(root, "backup-2"))).rejects.toThrow(
        /in use by another Quip process/,
      );
    } finally {
      lock.release();
    }
    const notABackup = path.join(root, "not-a-backup");
    mkdirSync(notABackup);
    writeFileSync(path.join(notABackup, "readme.txt"), "hello");
    await expect(restoreEmbedded(dataDir, notABackup)).rejects.toThrow(/not a Quip backup/);
  });
});
