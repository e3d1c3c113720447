import type { QueryClient } from "@tanstack/react-query";
import { likeMutationKey } from "#client/lib/query-keys.ts";
import { isQuipOrUserKey, mapQuips, patchQuipInCaches } from "#client/lib/quip-cache.ts";
import { CARDS_WATCHED_MAX } from "#shared/live-cards.ts";
import type { LiveCounts } from "#shared/schemas/live.ts";

/**
 * Writes a quip's counts from the stream wherever the quip is cached. While the reader's own
 * like is on its way, its answer owns the like count.
 */
export function writeLiveCounts(
  queryClient: QueryClient,
  { quipId, likesCount, likesHidden, commentsCount }: LiveCounts,
): void {
  const isLiking = queryClient.isMutating({ mutationKey: likeMutationKey }) > 0;
  patchQuipInCaches(
    queryClient,
    quipId,
    isLiking ? { commentsCount } : { likesCount, likesHidden, commentsCount },
  );
}

/**
 * The quips on screen as cards: those of the answers some mounted component reads (a feed, a
 * profile's lists), but the open one, at most CARDS_WATCHED_MAX of them, first shown first.
 */
export function quipsOnScreen(queryClient: QueryClient, open: string | null): string[] {
  const ids = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || !isQuipOrUserKey(query.queryKey)) continue;
    mapQuips(query.state.data, (quip) => {
      if (quip.id !== open) ids.add(quip.id);
      return quip;
    });
  }
  return [...ids].slice(0, CARDS_WATCHED_MAX);
}
