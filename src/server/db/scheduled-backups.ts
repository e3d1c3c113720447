import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { BucketStorage } from "#server/storage/s3-storage.ts";
import { backupName, DATABASE_FILE, dumpEmbedded, writeBackupFolder } from "./backup";

/**
 * The backups the server takes on its schedule (BACKUP_SCHEDULE), each named for its instant so
 * that names sort oldest first, the newest BACKUP_KEEP kept. Only names of that form are ever
 * counted or removed: a folder or key of any other name is the operator's, and stays.
 */
export const SCHEDULED_BACKUPS_FOLDER = "backups";
export const BUCKET_BACKUPS_PREFIX = "backups/";
const SCHEDULED_NAME = /^quip-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** Where scheduled backups are kept: a folder of the data directory, or the bucket. */
interface Shelf {
  /** Writes the backup; answers where it went. */
  put(name: string): Promise<string>;
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export interface ScheduledBackup {
  client: PGlite;
  dataDir: string;
  /** With a bucket, uploaded files are already there: the backup is the database's copy. */
  bucket: BucketStorage | undefined;
  keep: number;
  now: Date;
}

/** Writes one scheduled backup, then removes the oldest beyond `keep`. */
export async function takeScheduledBackup(
  backup: ScheduledBackup,
): Promise<{ wrote: string; removed: string[] }> {
  const shelf = backup.bucket
    ? bucketShelf(backup.bucket, backup.client)
    : folderShelf(path.join(backup.dataDir, SCHEDULED_BACKUPS_FOLDER), backup);
  const wrote = await shelf.put(backupName(backup.now));
  const names = (await shelf.names()).filter((name) => SCHEDULED_NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - backup.keep));
  for (const name of removed) await shelf.remove(name);
  return { wrote, removed };
}

function folderShelf(dir: string, backup: ScheduledBackup): Shelf {
  return {
    async put(name) {
      const folder = path.join(dir, name);
      await writeBackupFolder(backup.client, backup.dataDir, folder);
      return folder;
    },
    // Half-written backups carry a suffix, so they are never counted as kept.
    names: () => readdir(dir),
    remove: (name) => rm(path.join(dir, name), { recursive: true, force: true }),
  };
}

function bucketShelf(bucket: BucketStorage, client: PGlite): Shelf {
  return {
    async put(name) {
      const key = `${BUCKET_BACKUPS_PREFIX}${name}/${DATABASE_FILE}`;
      // One object, written whole or not at all.
      await bucket.put(key, await dumpEmbedded(client), "application/gzip");
      return `the bucket's ${key}`;
    },
    async names() {
      const keys = await bucket.keysUnder(BUCKET_BACKUPS_PREFIX);
      const names = keys.map((key) => key.slice(BUCKET_BACKUPS_PREFIX.length).split("/")[0] ?? "");
      return [...new Set(names)];
    },
    async remove(name) {
      for (const key of await bucket.keysUnder(`${BUCKET_BACKUPS_PREFIX}${name}/`)) {
        await bucket.delete(key);
      }
    },
  };
}
