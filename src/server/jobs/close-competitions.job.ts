import { closeDueCompetitions } from "../services/competitions/close-competitions";
import type { Job } from "./job";

export const closeCompetitionsJob: Job = {
  name: "close-competitions",
  run: async (ctx) => {
    const { processed, failed } = await closeDueCompetitions(ctx);
    return `${processed.length} processed${failed.length ? `, ${failed.length} failed (retried later)` : ""}`;
  },
};
