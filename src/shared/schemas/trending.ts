import { z } from "zod";

/**
 * A topic's name, a phrase or a word trending now (a phrase or word as written most often),
 * and in how many recent quips it appears.
 */
export const TrendingWord = z.object({ word: z.string(), quips: z.number() });
export type TrendingWord = z.infer<typeof TrendingWord>;
