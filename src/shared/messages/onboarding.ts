/**
 * What a new member reads in the welcome tour and its suggestions of whom to follow. Only the
 * tour, which loads late, needs them.
 */
export const ONBOARDING_MSG = {
  title: (name: string) => `Welcome to Quip, ${name}!`,
  done: "Got it, show me the quips",
  finishFailed: "Couldn't save that. Please try again.",
  whoToFollow: "Who to follow",
  suggestionsFailed: "Failed to load members to follow",
  noSuggestions: "Nobody to suggest yet. Authors show up here once their quips are revealed.",
  /** Counts of revealed quips only, over the suggestion window. */
  suggestionNumbers: (quips: number, likes: number) =>
    `${quips} ${quips === 1 ? "quip" : "quips"} and ${likes} ${likes === 1 ? "like" : "likes"} this month`,
} as const;
