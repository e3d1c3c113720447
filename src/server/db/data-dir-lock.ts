import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * Two processes opening one PGlite directory corrupt it silently, so whoever opens it
 * holds this lock file, and everyone else refuses with a clear message.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Quip process (pid ${pid}). ` +
        "Stop the server first (or set DATABASE_URL to use PostgreSQL, where tools run beside the server).",
    );
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "quip.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // The holder died without cleaning up: the lock is stale.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(file, "utf8")).pid);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
