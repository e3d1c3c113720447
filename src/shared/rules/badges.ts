import { BADGE_TITLES, TITLES } from "./titles";

/**
 * Every badge a member can earn: the four city titles of competitions, then Whodunnit's
 * (decision 0164): Sleuth, a week's best guesser, and Ghost, an author whose quip many guessed
 * at and nobody rightly.
 */
export const BADGE_TYPES = [...BADGE_TITLES, "sleuth", "ghost"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const BADGE_LABELS: Record<BadgeType, string> = {
  ...TITLES,
  sleuth: "Sleuth",
  ghost: "Ghost",
};

/** What a badge is for, in a few words beside its name. */
export const BADGE_NOTES: Partial<Record<BadgeType, string>> = {
  sleuth: "A week's best guesser",
  ghost: "Nobody guessed who wrote it",
};
