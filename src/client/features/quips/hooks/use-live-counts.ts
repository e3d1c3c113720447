import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { useWatchQuip } from "../../../lib/live/use-watch-quip";
import { likeMutationKey } from "../api/like-quip";
import { patchQuipInCaches } from "../utils/quip-cache";

/**
 * Follows a quip's like and comment counts while it is open (null: nothing to follow), and
 * writes them wherever the quip is shown. While the reader's own like is on its way, its
 * answer owns the like count.
 */
export function useLiveCounts(quipId: string | null): void {
  const queryClient = useQueryClient();
  useWatchQuip(quipId);
  useLiveEvent("counts", ({ quipId: changed, likesCount, commentsCount }) => {
    if (changed !== quipId) return;
    const isLiking = queryClient.isMutating({ mutationKey: likeMutationKey }) > 0;
    patchQuipInCaches(
      queryClient,
      changed,
      isLiking ? { commentsCount } : { likesCount, commentsCount },
    );
  });
}
