import { LIMITS } from "#shared/limits.ts";

/**
 * What members read about how a competition gives its titles (decision 0134). Only topic
 * pages, notices and the About page read these.
 */
export const COMPETITION_MSG = {
  titlesMinimum: `Titles below the top three are given when at least ${LIMITS.competitionTitlesMinEntries} quips enter.`,
  /** A place below the titles, on the topic page: "Ranked #5". */
  ranked: (ranking: number) => `Ranked #${ranking}`,
} as const;
