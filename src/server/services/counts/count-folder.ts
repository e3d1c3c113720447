import type { AppContext } from "#server/context.ts";
import type { Db } from "#server/db/database.ts";
import { foldCounts } from "./fold-counts";

/**
 * How long a nudged fold waits, gathering the changes of other requests: a count shown in the
 * feeds is at most about this old (plus the fold itself) when its row was busy.
 */
export const FOLD_DELAY_MS = 100;
/** A row busy this many folds in a row is left to the scheduled run. */
const BUSY_RETRIES = 20;

/** Folds in a row that found a row busy, per database handle (so per process, per test app). */
const busyRuns = new WeakMap<Db, number>();

/**
 * Call after the commit of a change that had to wait (its `deferred`): folds the waiting
 * changes shortly, in the background, so feeds show them within a fraction of a second. It
 * never makes the caller wait; a failure is logged and the scheduled run folds what is left.
 */
export function nudgeCountFolder(ctx: AppContext): void {
  ctx.background.nudge(
    "counts",
    async () => {
      let busy = 0;
      try {
        busy = (await foldCounts(ctx.db)).busy;
      } catch (error) {
        console.error("Folding count changes failed; the scheduled run will fold them.", error);
      }
      const runs = busy > 0 ? (busyRuns.get(ctx.db) ?? 0) + 1 : 0;
      busyRuns.set(ctx.db, runs);
      return { again: busy > 0 && runs < BUSY_RETRIES };
    },
    { delayMs: FOLD_DELAY_MS },
  );
}
