import { awardSleuths } from "#server/services/guesses/index.ts";
import type { Job } from "./job";

/** The last ended week's best guessers earn Sleuth, once per week (decision 0164). */
export const awardSleuthsJob: Job = {
  name: "award-sleuths",
  run: async (ctx) => {
    const awarded = await awardSleuths(ctx);
    return awarded
      ? `week of ${awarded.week}: ${awarded.awarded} sleuths`
      : "this week's sleuths already awarded";
  },
};
