import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { acquireDataDirLock } from "./data-dir-lock";
import { openEmbedded } from "./database";

/**
 * Backups of the embedded installation: a folder holding the database (PGlite's own dump of
 * its data directory) and a copy of the uploaded files. The running server writes one when
 * asked (backup-socket.ts) or on its schedule; without a server, the command line opens the
 * database itself, under the data directory's lock. Restoring always takes the lock.
 */
export const DATABASE_FILE = "database.tar.gz";

const gzipped = promisify(gzip);

/** A backup's name for its instant, e.g. quip-2026-11-30T03-00-00-000Z: names sort by age. */
export function backupName(at: Date): string {
  return `quip-${at.toISOString().replace(/[:.]/g, "-")}`;
}

/**
 * A consistent copy of an embedded database, even one the server is writing to. PGlite runs
 * one statement at a time: each takes its query mutex (#runQuery in PGlite's base.ts), and
 * dumpDataDir takes the same mutex and reads the whole data directory synchronously
 * (pglite.ts, createTarball in fs/tarUtils.ts), so no statement runs while the files are
 * read. That mutex is free between two statements of a transaction, though: only the
 * transaction mutex, taken by query(), exec() and transaction() (which Drizzle's
 * transactions use), waits for a transaction to end. So the dump runs inside a transaction of
 * its own, which begins once no other is open and lets none begin until it ends: the copy holds
 * every committed transaction and no part of any other. Its CHECKPOINT first writes every
 * changed page to the files, so the copy opens with no log to replay.
 */
export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  const tar = await client.transaction(async (tx) => {
    await tx.exec("checkpoint");
    return client.dumpDataDir("none");
  });
  // Compressed once the transaction has ended: the site waits only while the files are read.
  return gzipped(Buffer.from(await tar.arrayBuffer()));
}

/**
 * Writes one backup folder from an open embedded database and the data directory's uploaded
 * files. It is written beside `target` and renamed into place whole, so a folder of that name
 * is always a complete backup.
 */
export async function writeBackupFolder(
  client: PGlite,
  dataDir: string,
  target: string,
): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} already exists; choose a new backup folder.`);
  const partial = `${target}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await mkdir(partial, { recursive: true });
    await writeFile(path.join(partial, DATABASE_FILE), await dumpEmbedded(client));
    await copyObjects(path.join(dataDir, "objects"), path.join(partial, "objects"));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * After the database: a file is stored before the row that names it is committed, so every
 * file the copy names is there, unless it was deleted in the moment between (a replaced photo,
 * an expired export). Copied the other way round, every upload finished in between would be
 * missing. Objects are copied whole, with their content types; half-written ones are not listed.
 */
async function copyObjects(from: string, to: string): Promise<void> {
  const source = createLocalStorage(from);
  const copy = createLocalStorage(to);
  for (const key of await source.listKeys()) {
    const object = await source.get(key);
    if (object) await copy.put(key, object.bytes, object.contentType);
  }
}

/** A backup taken with the server stopped: the command line opens the database itself. */
export async function backupEmbedded(dataDir: string, target: string): Promise<string> {
  const lock = acquireDataDirLock(dataDir, "backup");
  try {
    const pgliteDir = path.join(dataDir, "pglite");
    if (!existsSync(pgliteDir))
      throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    const database = await openEmbedded({ dir: pgliteDir });
    try {
      await writeBackupFolder(database.client, dataDir, target);
    } finally {
      await database.close();
    }
    return target;
  } finally {
    lock.release();
  }
}

/**
 * Puts a backup in place of the current embedded data. The current database and files are
 * kept beside it (renamed, never deleted); if the backup cannot be opened they are put back.
 */
export async function restoreEmbedded(dataDir: string, source: string): Promise<string> {
  const dumpFile = path.join(source, DATABASE_FILE);
  if (!existsSync(dumpFile))
    throw new Error(`${source} is not a Quip backup (no ${DATABASE_FILE}).`);
  const lock = acquireDataDirLock(dataDir, "restore");
  const pgliteDir = path.join(dataDir, "pglite");
  const objectsDir = path.join(dataDir, "objects");
  const kept = path.join(
    dataDir,
    `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  const moves: Array<[string, string]> = [
    [pgliteDir, path.join(kept, "pglite")],
    [objectsDir, path.join(kept, "objects")],
  ];
  try {
    mkdirSync(kept, { recursive: true });
    for (const [from, to] of moves) if (existsSync(from)) renameSync(from, to);
    try {
      const database = await openEmbedded({
        dir: pgliteDir,
        loadDataDir: new Blob([readFileSync(dumpFile)], { type: "application/gzip" }),
      });
      await database.close();
      const savedObjects = path.join(source, "objects");
      if (existsSync(savedObjects)) cpSync(savedObjects, objectsDir, { recursive: true });
    } catch (error) {
      rmSync(pgliteDir, { recursive: true, force: true });
      rmSync(objectsDir, { recursive: true, force: true });
      for (const [from, to] of moves) if (existsSync(to)) renameSync(to, from);
      throw error;
    }
    return kept;
  } finally {
    lock.release();
  }
}
