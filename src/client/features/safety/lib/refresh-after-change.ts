import type { QueryClient } from "@tanstack/react-query";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import { removeQuipsFromCaches } from "#client/lib/quip-cache.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/**
 * The quips a mute or block of `memberId` takes away at once: their revealed ones. Their
 * anonymous quips stay, as the server keeps them, so nothing that leaves tells which are theirs
 * (an administrator's cards name those authors too).
 */
export function isRevealedQuipOf(memberId: string): (quip: Quip) => boolean {
  return (quip) => !quip.isAnonymous && quip.author?.id === memberId;
}

export function dropRevealedQuipsOf(queryClient: QueryClient, memberId: string): void {
  removeQuipsFromCaches(queryClient, isRevealedQuipOf(memberId));
}

/**
 * Everything a mute, block or muted word changes the answers of: feeds, quips, comments,
 * likers, search, profiles, follow lists, activity and the member's own lists.
 */
export function refreshAfterSafetyChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: quipKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
}
