import { runQuipBot } from "#server/services/quipbot/index.ts";
import type { Job } from "./job";

export const quipbotJob: Job = {
  name: "quipbot",
  run: async (ctx) => runQuipBot(ctx, ctx.generator),
};
