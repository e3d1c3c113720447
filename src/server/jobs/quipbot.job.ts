import { runQuipBot } from "../services/quipbot/quipbot.service";
import type { Job } from "./job";

export const quipbotJob: Job = {
  name: "quipbot",
  run: async (ctx) => runQuipBot(ctx, ctx.generator),
};
