import { z } from "zod";
import { uuid } from "./quips";
import { Person } from "./users";

/**
 * A member's result in a competition whose results are public (decision 0124): their best
 * quip's place, its title and its city. As anyone reads it, whoever asks.
 */
export const ResultCard = z.object({
  competitionId: z.string(),
  member: Person,
  topic: z.object({ text: z.string(), identifier: z.string() }),
  title: z.string(),
  ranking: z.number(),
  totalQuips: z.number(),
  percentile: z.number(),
  likesCount: z.number(),
  /** "Deputy Mayor of Passwords City". */
  cityLine: z.string(),
  /** "Deputy Mayor of Passwords City — 2nd of 148 quips". */
  headline: z.string(),
  /** The quip that placed, while a visitor may read it (revealed, not hidden); null otherwise. */
  quip: z.object({ id: z.string(), content: z.string() }).nullable(),
});
export type ResultCard = z.infer<typeof ResultCard>;

export const ResultCardParams = z.object({ competitionId: uuid, userId: uuid });
