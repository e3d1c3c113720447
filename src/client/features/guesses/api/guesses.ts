import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { GuessSummary } from "#shared/schemas/guesses.ts";

/**
 * A quip's guesses as the member reads them: sealed, with their own guess, until the reveal;
 * scored after it. Kept apart, so a page that learns of the reveal never shows a sealed answer.
 */
export const guessKeys = {
  summary: (quipId: string, sealed: boolean) =>
    [...quipKeys.all, "guesses", quipId, sealed ? "sealed" : "scored"] as const,
};

export const getGuesses = (quipId: string) =>
  callApi("GET /api/quips/:id/guesses", { params: { id: quipId } });

export const getGuessesQueryOptions = (quipId: string, sealed: boolean) =>
  queryOptions({
    queryKey: guessKeys.summary(quipId, sealed),
    queryFn: () => getGuesses(quipId),
  });

export function useGuesses(
  quipId: string,
  { sealed, enabled = true }: { sealed: boolean; enabled?: boolean },
) {
  return useQuery({ ...getGuessesQueryOptions(quipId, sealed), enabled });
}

export const makeGuess = ({ quipId, username }: { quipId: string; username: string }) =>
  callApi("POST /api/quips/:id/guesses", { params: { id: quipId }, body: { username } });

export const withdrawGuess = ({ quipId }: { quipId: string }) =>
  callApi("DELETE /api/quips/:id/guesses", { params: { id: quipId } });

/**
 * A change of the member's own sealed guess; once made, the cache holds the guess as the server
 * now does (`mineAfter`), without asking again.
 */
function useGuessChange<Input extends { quipId: string }, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  mineAfter: (answer: Answer) => string | null,
  mutationConfig: UseMutationOptions<Answer, Error, Input> | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: (...args) => {
      const username = mineAfter(args[0]);
      queryClient.setQueryData<GuessSummary>(
        guessKeys.summary(args[1].quipId, true),
        (summary) => ({
          total: null,
          correct: null,
          ...summary,
          mine: username === null ? null : { username, correct: null },
        }),
      );
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}

export function useMakeGuess({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof makeGuess>;
} = {}) {
  return useGuessChange(makeGuess, (answer) => answer.guess, mutationConfig);
}

export function useWithdrawGuess({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof withdrawGuess>;
} = {}) {
  return useGuessChange(withdrawGuess, () => null, mutationConfig);
}

/** Members whose username matches what is typed, to pick a guess from (the member search). */
export function useUsernameSuggestions(typed: string) {
  const q = typed.trim().replace(/^@/, "");
  return useQuery({
    queryKey: [...userKeys.all, "search", q],
    queryFn: () => callApi("GET /api/search/users", { query: { q } }),
    enabled: q.length >= 2,
  });
}
