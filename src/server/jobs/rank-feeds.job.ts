import { rankFeeds } from "../services/quips/feed-ranks.service";
import type { Job } from "./job";

export const rankFeedsJob: Job = {
  name: "rank-feeds",
  run: async (ctx) => {
    const { moved, dropped } = await rankFeeds(ctx);
    return `${moved} quips moved between feed windows, ${dropped} aged out`;
  },
};
