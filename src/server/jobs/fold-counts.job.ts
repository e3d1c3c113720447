import { foldCounts } from "#server/services/counts/index.ts";
import type { Job } from "./job";

/**
 * The fallback behind the nudge a waiting count change gives: changes a process left waiting
 * when it stopped, and the changes of deleted quips and members. First in the run, so reveals
 * and competition results read counts with nothing waiting.
 */
export const foldCountsJob: Job = {
  name: "fold-counts",
  run: async (ctx) => {
    const { folded, busy } = await foldCounts(ctx.db);
    return `${folded} rows' waiting counts folded${busy ? `, ${busy} busy (folded later)` : ""}`;
  },
};
