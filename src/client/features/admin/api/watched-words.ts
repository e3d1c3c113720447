import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { WatchedWordInput } from "#shared/schemas/watched-words.ts";
import { adminKeys } from "./admin-keys";

/** The watched words, alphabetical, each with what it does (decision 0159). */
export const getWatchedWordsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.watchedWords(),
    queryFn: () => callApi("GET /api/admin/watched-words"),
  });

export function useWatchedWords() {
  return useQuery(getWatchedWordsQueryOptions());
}

function refreshWords(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [adminKeys.watchedWords(), adminKeys.log()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The form shows a refusal under its field; a signed-out answer goes to sign in. */
export function useWatchWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WatchedWordInput) =>
      callApi("POST /api/admin/watched-words", { body: input }),
    onSuccess: (watched) => {
      toast({ title: WATCHED_WORDS_MSG.added(watched.word), variant: "success" });
      refreshWords(queryClient);
    },
    onError: (error) => handleUnauthorized(error),
  });
}

export function useUnwatchWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) =>
      callApi("DELETE /api/admin/watched-words/:word", { params: { word } }),
    onSuccess: (_result, word) => {
      toast({ title: WATCHED_WORDS_MSG.removed(word), variant: "success" });
      refreshWords(queryClient);
    },
    onError: (error) => toastAdminFailure(error, WATCHED_WORDS_MSG.removeFailed),
  });
}
