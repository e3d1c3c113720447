import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys, topicKeys, userKeys } from "#client/lib/query-keys.ts";
import { removeQuipFromCaches } from "#client/lib/quip-cache.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";

export type DeleteQuipInput = {
  id: string;
  /** The author deletes their own quip; otherwise an administrator in admin mode. */
  isOwn: boolean;
};

/** The author (any time) or an administrator removes a quip. Answers 204. */
export const deleteQuip = ({ id }: DeleteQuipInput) =>
  callApi("DELETE /api/quips/:id", { params: { id } });

/**
 * Deletes, drops the quip from every cached list, refreshes lists, counts and profiles, and
 * says "Quip deleted". Signed out: the sign-in screen, which returns here.
 */
export function useDeleteQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteQuip,
    onSuccess: (result, input, ...args) => {
      removeQuipFromCaches(queryClient, input.id);
      for (const queryKey of [quipKeys.feeds(), userKeys.all, topicKeys.counts()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast({
        title: QUIP_CARD_MSG.deleted,
        description: input.isOwn ? QUIP_CARD_MSG.deletedOwnBody : QUIP_CARD_MSG.deletedBody,
        variant: "success",
      });
      return onSuccess?.(result, input, ...args);
    },
    onError: (error, input, ...args) => {
      if (!handleUnauthorized(error)) {
        toast({ title: QUIP_CARD_MSG.deleteFailed, variant: "destructive" });
      }
      return onError?.(error, input, ...args);
    },
  });
}
