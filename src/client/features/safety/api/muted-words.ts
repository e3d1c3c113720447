import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshAfterSafetyChange } from "#client/features/safety/lib/refresh-after-change.ts";
import { callApi } from "#client/lib/api-client.ts";
import type { MutedWords } from "#shared/schemas/safety.ts";
import { safetyKeys } from "./safety-keys";

export const getMutedWords = () => callApi("GET /api/users/me/muted-words");

/** Replaces the whole list; answers it as kept (trimmed, each word once). */
export const putMutedWords = (words: string[]) =>
  callApi("PUT /api/users/me/muted-words", { body: { words } });

export function useMutedWords() {
  return useQuery(queryOptions({ queryKey: safetyKeys.mutedWords(), queryFn: getMutedWords }));
}

/**
 * Saves the list. Every quip and comment is marked afresh by the server, so every cached list
 * of them is refreshed; the editor says how it went.
 */
export function useSaveMutedWords() {
  const queryClient = useQueryClient();
  return useMutation<MutedWords, Error, string[]>({
    mutationFn: putMutedWords,
    onSuccess: (kept) => {
      queryClient.setQueryData(safetyKeys.mutedWords(), kept);
      refreshAfterSafetyChange(queryClient);
    },
  });
}
