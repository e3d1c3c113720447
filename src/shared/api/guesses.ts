import { GuessInput, GuessReceipt, GuessSummary } from "#shared/schemas/guesses.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/**
 * Whodunnit (decision 0164): a member's sealed guess at an anonymous quip's author, changed by
 * guessing again and withdrawn until the reveal; the quip's guesses, sealed until then.
 */
export const guessesApi = {
  "POST /api/quips/:id/guesses": {
    params: IdParams,
    body: GuessInput,
    response: { 200: GuessReceipt },
  },
  "DELETE /api/quips/:id/guesses": { params: IdParams, response: { 204: NoBody } },
  "GET /api/quips/:id/guesses": { params: IdParams, response: { 200: GuessSummary } },
} as const satisfies ApiTable;
