import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { holdScrollPosition } from "#client/entities/quip/lib/hold-scroll.ts";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { likeMutationKey, quipKeys, userKeys } from "#client/lib/query-keys.ts";
import {
  cancelQuipQueries,
  patchQuipInCaches,
  type QuipCacheSnapshot,
  restoreQuipCaches,
} from "#client/lib/quip-cache.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TIMING } from "#shared/limits.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import type { LikeState, Quip } from "#shared/schemas/quips.ts";

/** Toggles the member's like; answers the new state. */
export const likeQuip = (id: string) => callApi("POST /api/quips/:id/like", { params: { id } });

/** The lists, the quip, its likers and the members' totals, with the page held still. */
function refreshAfterLike(queryClient: QueryClient, id: string): void {
  const release = holdScrollPosition();
  Promise.all([
    queryClient.invalidateQueries({ queryKey: quipKeys.feeds() }),
    queryClient.invalidateQueries({ queryKey: quipKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: quipKeys.likes(id) }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  ]).finally(() => setTimeout(release, TIMING.likeScrollHoldMs));
}

type LikeVariables = Pick<Quip, "id" | "isLiked" | "likesCount">;

/**
 * Like or unlike at once (the count moves by one before the server answers), rolled back
 * with "Failed to like quip" and the server's reason if it refuses; lists refresh 400 ms after
 * success.
 */
export function useLikeQuip() {
  const queryClient = useQueryClient();
  return useMutation<LikeState, Error, LikeVariables, { snapshot: QuipCacheSnapshot }>({
    // Presses on one quip reach the server one after another, each shown at once.
    scope: { id: "like" },
    mutationKey: likeMutationKey,
    mutationFn: ({ id }) => likeQuip(id),
    onMutate: async ({ id, isLiked, likesCount }) => {
      await cancelQuipQueries(queryClient);
      // A hidden count stays hidden: the heart alone changes (decision 0162).
      const next = {
        isLiked: !isLiked,
        likesCount: likesCount === null ? null : Math.max(0, likesCount + (isLiked ? -1 : 1)),
      };
      return { snapshot: patchQuipInCaches(queryClient, id, next) };
    },
    onError: (error, { id, isLiked }, context) => {
      if (context) restoreQuipCaches(queryClient, context.snapshot);
      if (handleUnauthorized(error, isLiked ? undefined : { kind: "like", quipId: id })) return;
      toast({
        title: QUIP_CARD_MSG.likeFailed,
        ...refusalDescription(error),
        variant: "destructive",
      });
    },
    onSuccess: (result, { id }) => {
      // A later press still on its way owns what the card shows.
      if (queryClient.isMutating({ mutationKey: likeMutationKey }) <= 1) {
        patchQuipInCaches(queryClient, id, result);
      }
      setTimeout(() => refreshAfterLike(queryClient, id), TIMING.likeRefetchMs);
    },
  });
}
