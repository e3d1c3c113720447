import { useQueryClient } from "@tanstack/react-query";
import { hidesLikers } from "#client/features/quips/utils/liked-by.ts";
import { useLiveEvent } from "#client/lib/live/live-provider.tsx";
import { useWatchQuip } from "#client/lib/live/use-watch-quip.ts";
import { likeMutationKey, quipKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import type { Liker } from "#shared/schemas/users.ts";

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
