import { closeDueCompetitions } from "#server/services/competitions/index.ts";
import type { Job } from "./job";

export const closeCompetitionsJob: Job = {
  name: "close-competitions",
  run: async (ctx) => {
    const { closed, published, failed } = await closeDueCompetitions(ctx);
    return `${closed.length} closed, ${published.length} published${failed.length ? `, ${failed.length} failed (retried later)` : ""}`;
  },
};
