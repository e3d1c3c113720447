import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/limits";
import type { Quip } from "../../../../shared/schemas/quip";
import type { Liker } from "../../../../shared/schemas/user";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { useWatchQuip } from "../../../lib/live/use-watch-quip";
import { quipKeys } from "../../../lib/query-keys";
import { patchQuipInCaches } from "../../../lib/quip-cache";
import { likeMutationKey } from "../api/like-quip";
import { hidesLikers } from "../utils/liked-by";

/**
 * Follows a quip's like and comment counts while it is open (null: nothing to follow), and
 * writes them wherever the quip is shown. While the reader's own like is on its way, its
 * answer owns the like count. Another member's like or unlike also refreshes "Liked by" while
 * that list names every liker (past LIMITS.likersShown it names the first ones, who stay; an
 * anonymous quip names none, and its text follows the count).
 */
export function useLiveCounts(quipId: string | null): void {
  const queryClient = useQueryClient();
  useWatchQuip(quipId);
  useLiveEvent("counts", ({ quipId: changed, likesCount, commentsCount }) => {
    if (changed !== quipId) return;
    if (queryClient.isMutating({ mutationKey: likeMutationKey }) > 0) {
      patchQuipInCaches(queryClient, changed, { commentsCount });
      return;
    }
    const quip = queryClient.getQueryData<Quip>(quipKeys.detail(changed));
    patchQuipInCaches(queryClient, changed, { likesCount, commentsCount });
    const likers = queryClient.getQueryData<Liker[]>(quipKeys.likes(changed));
    const namesLikers = quip !== undefined && !hidesLikers(quip);
    if (
      namesLikers &&
      quip.likesCount !== likesCount &&
      likers &&
      likers.length < LIMITS.likersShown
    ) {
      void queryClient.invalidateQueries({ queryKey: quipKeys.likes(changed) });
    }
  });
}
