import { z } from "zod";
import { RECAP_WEEK_PATTERN } from "#shared/rules/recap-weeks.ts";
import { Quip } from "./quips";

/** A week's name in an address ("2026-W48"), or "current" for the week the site is in. */
export const RecapWeekParams = z.object({
  week: z.union([
    z.literal("current"),
    z.string().regex(RECAP_WEEK_PATTERN, "A week is named like 2026-W48"),
  ]),
});

/** A quip the competition titled, once its results are public. */
export const RecapWinner = z.object({
  title: z.string().nullable(),
  ranking: z.number(),
  quip: Quip,
});
export type RecapWinner = z.infer<typeof RecapWinner>;

/**
 * A day of the week and its topic. `results` is `published` once every entry is revealed and
 * the titles are public, `pending` before, `none` for a day without a topic: a Sunday, a day
 * still to come (`isUpcoming`), or a day none was set.
 */
export const RecapDay = z.object({
  date: z.string(),
  isUpcoming: z.boolean(),
  topic: z
    .object({ topic: z.string(), topicIdentifier: z.string(), quipCount: z.number() })
    .nullable(),
  results: z.enum(["published", "pending", "none"]),
  winners: z.array(RecapWinner),
});
export type RecapDay = z.infer<typeof RecapDay>;

/** A best guesser of the week: the most right guesses scored in it (decision 0164). */
export const RecapSleuth = z.object({
  userId: z.string(),
  username: z.string(),
  right: z.number(),
  scored: z.number(),
});

/** A revealed quip that many guessed at and none rightly, and its author (decision 0164). */
export const RecapGhost = z.object({
  quipId: z.string(),
  authorId: z.string(),
  username: z.string(),
  guessTotal: z.number(),
});

export const Recap = z.object({
  week: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The week the site is in: its days are still being written. */
  isCurrent: z.boolean(),
  /** The week before, while there is anything to recap there; the week after, once begun. */
  previousWeek: z.string().nullable(),
  nextWeek: z.string().nullable(),
  days: z.array(RecapDay),
  /** The most liked quips of the week among those revealed, as published. */
  topQuips: z.array(Quip),
  /** Scored within the week, as its reveals made them public. */
  sleuths: z.array(RecapSleuth),
  ghosts: z.array(RecapGhost),
});
export type Recap = z.infer<typeof Recap>;
