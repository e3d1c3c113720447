/**
 * The Stats tab's card of guesses at anonymous authors (decision 0164): apart from the profile's
 * other words, which every page's first load carries, since only the Stats tab says these.
 */
export const SLEUTH_STATS_MSG = {
  title: "Sleuth",
  right: "Right guesses",
  accuracy: "Accuracy",
  streak: "Guess streak",
  bestStreak: "Best streak",
} as const;
