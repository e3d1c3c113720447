import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/limits";
import type { Quip } from "../../../../shared/schemas/quips";
import type { Liker } from "../../../../shared/schemas/users";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { useWatchQuip } from "../../../lib/live/use-watch-quip";
import { likeMutationKey, quipKeys } from "../../../lib/query-keys";
import { hidesLikers } from "../utils/liked-by";

/**
 * Follows a quip's like and comment counts while it is open (null: nothing to follow); the
 * stream writes them wherever the quip is shown. Its new comments are announced from
 * `commentsSince`, when the comments shown were read (the comment list offers them). Another
 * member's like or unlike also refreshes "Liked by" while that list names every liker (past
 * LIMITS.likersShown it names the first ones, who stay; an anonymous quip names none, and its
 * text follows the count); the reader's own like does that itself.
 */
export function useLiveCounts(quipId: string | null, commentsSince?: string): void {
  const queryClient = useQueryClient();
  useWatchQuip(quipId, commentsSince);
  useLiveEvent("counts", ({ quipId: changed, likesCount }) => {
    if (changed !== quipId) return;
    // Read before the stream writes the new counts wherever the quip is cached.
    const quip = queryClient.getQueryData<Quip>(quipKeys.detail(changed));
    const isLiking = queryClient.isMutating({ mutationKey: likeMutationKey }) > 0;
    const likers = queryClient.getQueryData<Liker[]>(quipKeys.likes(changed));
    const namesLikers = quip !== undefined && !hidesLikers(quip);
    if (
      !isLiking &&
      namesLikers &&
      quip.likesCount !== likesCount &&
      likers &&
      likers.length < LIMITS.likersShown
    ) {
      void queryClient.invalidateQueries({ queryKey: quipKeys.likes(changed) });
    }
  });
}
