import { rankFeeds } from "#server/services/feed/index.ts";
import type { Job } from "./job";

export const rankFeedsJob: Job = {
  name: "rank-feeds",
  run: async (ctx) => {
    const { moved, dropped } = await rankFeeds(ctx);
    // The windowed feeds take a revealed quip in once the job has moved it.
    if (moved + dropped > 0) await ctx.sharedCache?.invalidate();
    return `${moved} quips moved between feed windows, ${dropped} aged out`;
  },
};
