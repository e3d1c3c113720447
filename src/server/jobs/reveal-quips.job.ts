import { revealDueQuips } from "#server/services/quips/index.ts";
import type { Job } from "./job";

export const revealQuipsJob: Job = {
  name: "reveal-quips",
  run: async (ctx) => `${await revealDueQuips(ctx)} quips revealed`,
};
