import { activateCurrentTopic } from "#server/services/topics/index.ts";
import type { Job } from "./job";

export const activateTopicJob: Job = {
  name: "activate-topic",
  run: async (ctx) => {
    const identifier = await activateCurrentTopic(ctx, ctx.generator);
    return identifier ? `current topic ${identifier}` : "no topic today (Sunday)";
  },
};
