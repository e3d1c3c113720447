import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { foldCounts } from "./fold-counts";

/**
 * How long a nudged fold waits, gathering the changes of other requests: a count shown in the
 * feeds is at most about this old (plus the fold itself) when its row was busy.
 */
export const FOLD_DELAY_MS = 100;
/** A row busy this many folds in a row is left to the scheduled run. */
const BUSY_RETRIES = 20;

interface Folder {
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
  /** Nudged again since the run in progress read the deltas. */
  again: boolean;
  busyRuns: number;
}

/** One folder per database handle, so per process (and per test app). */
const folders = new WeakMap<Db, Folder>();

/**
 * Call after the commit of a change that had to wait (countDeferredSql): folds the waiting
 * changes shortly, in the background, so feeds show them within a fraction of a second. It
 * never makes the caller wait; a failure is logged and the scheduled run folds what is left.
 */
export function nudgeCountFolder(ctx: AppContext): void {
  const folder = folderOf(ctx.db);
  if (folder.running) folder.again = true;
  else schedule(ctx, folder);
}

/** Resolves once nothing is scheduled or running: before the database closes, and in tests. */
export async function countsFolded(ctx: AppContext): Promise<void> {
  const folder = folders.get(ctx.db);
  if (!folder) return;
  while (folder.timer || folder.running) {
    if (folder.timer) {
      clearTimeout(folder.timer);
      folder.timer = null;
      folder.running = run(ctx, folder);
    }
    await folder.running;
  }
}

function folderOf(db: Db): Folder {
  let folder = folders.get(db);
  if (!folder) {
    folder = { timer: null, running: null, again: false, busyRuns: 0 };
    folders.set(db, folder);
  }
  return folder;
}

function schedule(ctx: AppContext, folder: Folder): void {
  if (folder.timer) return;
  folder.timer = setTimeout(() => {
    folder.timer = null;
    folder.running = run(ctx, folder);
  }, FOLD_DELAY_MS);
  folder.timer.unref();
}

async function run(ctx: AppContext, folder: Folder): Promise<void> {
  folder.again = false;
  let busy = 0;
  try {
    busy = (await foldCounts(ctx.db)).busy;
  } catch (error) {
    console.error("Folding count changes failed; the scheduled run will fold them.", error);
  }
  folder.busyRuns = busy > 0 ? folder.busyRuns + 1 : 0;
  // In the same step as the last check: a nudge from now on schedules a new run.
  folder.running = null;
  if (folder.again || (busy > 0 && folder.busyRuns < BUSY_RETRIES)) schedule(ctx, folder);
}
