import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";

/** A guess: a member's username, as typed, with or without its "@". */
export const GuessInput = z.object({
  username: z
    .string({ error: GUESS_MSG.usernameRequired })
    .transform((name) => name.trim().replace(/^@/, ""))
    .pipe(
      z
        .string()
        .min(1, GUESS_MSG.usernameRequired)
        .max(LIMITS.usernameMax, GUESS_MSG.usernameTooLong),
    ),
});
export type GuessInput = z.infer<typeof GuessInput>;

/**
 * What a guess is answered: the username as stored. Never whether it is right, which nothing
 * decides before the reveal, so a right and a wrong guess are answered byte for byte alike.
 */
export const GuessReceipt = z.object({ guess: z.string() });
export type GuessReceipt = z.infer<typeof GuessReceipt>;

/** A quip's guesses once scored at its reveal: how many members guessed, how many rightly. */
export const GuessTally = z.object({ total: z.number(), correct: z.number() });
export type GuessTally = z.infer<typeof GuessTally>;

export const SEALED_GUESSES_TOLD = "Guesses are told before the reveal: the answer is refused";

/**
 * A quip's guesses as the viewer may read them. Sealed, before the reveal: no count for anyone,
 * the author included (`total` and `correct` null), and the viewer's own guess without a
 * verdict. After it: the totals, and whether the viewer's guess was right. The schema refuses
 * a verdict beside sealed totals, and totals without the verdict.
 */
export const GuessSummary = z
  .object({
    total: z.number().nullable(),
    correct: z.number().nullable(),
    mine: z.object({ username: z.string(), correct: z.boolean().nullable() }).nullable(),
  })
  .refine((g) => {
    const sealed = g.total === null;
    if (sealed) return g.correct === null && (g.mine?.correct ?? null) === null;
    return g.correct !== null && (g.mine === null || g.mine.correct !== null);
  }, SEALED_GUESSES_TOLD);
export type GuessSummary = z.infer<typeof GuessSummary>;

/** A member's sleuth figures, from their scored guesses only. */
export const SleuthStats = z.object({
  right: z.number(),
  scored: z.number(),
  /** Right of scored, as a percentage to one decimal; null before any guess is scored. */
  accuracy: z.number().nullable(),
  /** Right guesses in a row, in scoring order: the latest run, and the longest. */
  currentStreak: z.number(),
  maxStreak: z.number(),
});
export type SleuthStats = z.infer<typeof SleuthStats>;
