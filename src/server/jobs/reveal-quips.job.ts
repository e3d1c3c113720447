import { revealDueQuips } from "../services/quips/reveal.service";
import type { Job } from "./job";

export const revealQuipsJob: Job = {
  name: "reveal-quips",
  run: async (ctx) => `${await revealDueQuips(ctx)} quips revealed`,
};
