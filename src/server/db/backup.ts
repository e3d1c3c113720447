import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { acquireDataDirLock } from "./data-dir-lock";
import { openEmbedded } from "./database";

/**
 * Backups of the embedded installation: a folder holding the database (PGlite's own dump of
 * its data directory) and a copy of the uploaded files. Both commands take the data
 * directory's lock, so neither runs beside the server.
 */
const DATABASE_FILE = "database.tar.gz";

export async function backupEmbedded(dataDir: string, target: string): Promise<string> {
  const lock = acquireDataDirLock(dataDir, "backup");
  try {
    const pgliteDir = path.join(dataDir, "pglite");
    if (!existsSync(pgliteDir))
      throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    if (existsSync(target))
      throw new Error(`${target} already exists; choose a new backup folder.`);
    mkdirSync(target, { recursive: true });
    const database = await openEmbedded({ dir: pgliteDir });
    try {
      const dump = await database.client.dumpDataDir("gzip");
      writeFileSync(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    const objects = path.join(dataDir, "objects");
    if (existsSync(objects)) cpSync(objects, path.join(target, "objects"), { recursive: true });
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
        loadDataDir: new Blob([readFileSync(dumpFile)]),
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
