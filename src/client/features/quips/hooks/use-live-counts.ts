import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/limits";
import type { Quip } from "../../../../shared/schemas/quip";
import type { Liker } from "../../../../shared/schemas/user";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { useWatchQuip } from "../../../lib/live/use-watch-quip";
import { quipKeys } from "../../../lib/query-keys";
import { patchQuipInCaches } from "../../../lib/quip-cache";
import { likeMutationKey } from "../api/like-quip";

/**
 * Follows a quip's like and comment counts while it is open (null: nothing to follow), and
 * writes them wherever the quip is shown; its new comments are announced from
 * `commentsSince`, when the comments shown were read (the comment list offers them). While the reader's own like is on its way, its
 * answer owns the like count. Another member's like or unlike also refreshes "Liked by" while
 * that list names every liker (past LIMITS.likersShown it names the first ones, who stay).
 */
export function useLiveCounts(quipId: string | null, commentsSince?: string): void {
  const queryClient = useQueryClient();
  useWatchQuip(quipId, commentsSince);
  useLiveEvent("counts", ({ quipId: changed, likesCount, commentsCount }) => {
    if (changed !== quipId) return;
    if (queryClient.isMutating({ mutationKey: likeMutationKey }) > 0) {
      patchQuipInCaches(queryClient, changed, { commentsCount });
      return;
    }
    const shown = queryClient.getQueryData<Quip>(quipKeys.detail(changed))?.likesCount;
    patchQuipInCaches(queryClient, changed, { likesCount, commentsCount });
    const likers = queryClient.getQueryData<Liker[]>(quipKeys.likes(changed));
    if (shown !== likesCount && likers && likers.length < LIMITS.likersShown) {
      void queryClient.invalidateQueries({ queryKey: quipKeys.likes(changed) });
    }
  });
}
