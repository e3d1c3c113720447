import type { InfiniteData, Query, QueryClient } from "@tanstack/react-query";
import { type FeedFilter, feedFilterLabel, isFeedFilter } from "../../../shared/rules/feed-filters";
import type { Quip } from "../../../shared/schemas/quip";
import { quipKeys } from "../query-keys";
import { keepFeed } from "./kept-feed";

/** Long enough for a page of likes and live counts to settle, so one write follows a burst. */
const SETTLE_MS = 1500;

/** The filter of a home feed's query (`quipKeys.feed({ filter })`); null for any other list. */
function homeFeedFilter(query: Query): FeedFilter | null {
  const [scope, kind, params] = query.queryKey;
  if (scope !== quipKeys.all[0] || kind !== "feed" || typeof params !== "object") return null;
  const filter = (params as { filter?: unknown } | null)?.filter;
  return isFeedFilter(filter) ? filter : null;
}

/**
 * Keeps the home feed in front of the reader for the offline page: the feed a page shows (an
 * observed query), each time its quips change, once they have settled. Reading the query
 * cache rather than the page keeps all of it out of the first page load.
 */
export function keepHomeFeedForOffline(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keepSoon = (query: Query) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const filter = homeFeedFilter(query);
      const quips = (query.state.data as InfiniteData<Quip[]> | undefined)?.pages.flat();
      if (filter && query.isActive() && quips?.length)
        void keepFeed(feedFilterLabel(filter), quips);
    }, SETTLE_MS);
  };
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    if (homeFeedFilter(query) && query.isActive()) keepSoon(query);
  }
  cache.subscribe((event) => {
    const shown = event.type === "updated" || event.type === "observerAdded";
    if (shown && homeFeedFilter(event.query)) keepSoon(event.query);
  });
}
