import { fillSchedule } from "#server/services/topics/schedule.service.ts";
import type { Job } from "./job";

export const scheduleTopicsJob: Job = {
  name: "schedule-topics",
  run: async (ctx) => `${(await fillSchedule(ctx, ctx.generator)).filled} days filled`,
};
