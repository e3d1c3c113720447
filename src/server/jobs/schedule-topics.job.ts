import { fillSchedule } from "#server/services/topics/index.ts";
import type { Job } from "./job";

export const scheduleTopicsJob: Job = {
  name: "schedule-topics",
  run: async (ctx) => `${(await fillSchedule(ctx, ctx.generator)).filled} days filled`,
};
