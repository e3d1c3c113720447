import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rememberOwnQuip } from "#client/entities/quip/lib/own-quips.ts";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { heldPostKeys, quipKeys, userKeys, vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import type { CreateQuipInput } from "#shared/schemas/quips.ts";

/** With `vaultQuipId` (posting a draft), the server removes the draft in the same transaction. */
export const createQuip = (input: CreateQuipInput) => callApi("POST /api/quips", { body: input });

/** The refusal for a fourth quip on one topic (by its code, or by its wording). */
export function isTopicLimitError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === COMPOSE_MSG.topicLimitCode || error.body.includes(COMPOSE_MSG.topicLimitMarker)
  );
}

/**
 * Refreshes the feeds, the author's counts and (from a draft) the vault; the new quip is never
 * offered to its author as a new one. A quip a watched word holds is not posted: it joins the
 * author's held posts instead.
 */
export function useCreateQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createQuip,
    onSuccess: (posted, input, ...args) => {
      if ("held" in posted) {
        void queryClient.invalidateQueries({ queryKey: heldPostKeys.own() });
      } else {
        rememberOwnQuip(posted.id);
        void queryClient.invalidateQueries({ queryKey: quipKeys.feeds() });
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      }
      if (input.vaultQuipId) void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
      return onSuccess?.(posted, input, ...args);
    },
  });
}
