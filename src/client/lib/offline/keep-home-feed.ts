import {
  hashKey,
  type InfiniteData,
  type Query,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { quipKeys } from "#client/lib/query-keys.ts";
import { type FeedFilter, feedFilterLabel, isFeedFilter } from "#shared/rules/feed-filters.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { forgetKeptFeed, keepFeed, readKeptFeed } from "./kept-feed";

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
 * observed query), each time its quips change, once they have settled. And forgets it whenever
 * the member signed in changes (signing in or up, a session ended elsewhere) and when a page
 * opens signed out on a feed a member kept, so the next person never finds the last one's.
 * Reading the query cache rather than the pages keeps all of it out of the first page load.
 * `viewerKey` is the query of who is signed in.
 */
export function keepHomeFeedForOffline(queryClient: QueryClient, viewerKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const viewerHash = hashKey(viewerKey);
  /** The member's id, null for a visitor, undefined until the page knows. */
  const viewerNow = () =>
    queryClient.getQueryState(viewerKey)?.status === "success"
      ? (queryClient.getQueryData<{ id: string } | null>(viewerKey)?.id ?? null)
      : undefined;
  let viewer: string | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const viewerIs = (now: string | null | undefined) => {
    if (now === undefined || now === viewer) return;
    const wasKnown = viewer !== undefined;
    viewer = now;
    if (wasKnown) {
      clearTimeout(timer);
      void forgetKeptFeed();
      return;
    }
    if (now === null) {
      void readKeptFeed().then((kept) => (kept?.byMember ? forgetKeptFeed() : undefined));
    }
    keepShownFeed();
  };

  const keepSoon = (query: Query) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const filter = homeFeedFilter(query);
      const quips = (query.state.data as InfiniteData<Quip[]> | undefined)?.pages.flat();
      if (!filter || !query.isActive() || !quips?.length || viewer === undefined) return;
      void keepFeed(feedFilterLabel(filter), quips, viewer !== null);
    }, SETTLE_MS);
  };

  /** The feed already shown once who reads it is known (a feed kept names no one, only whether). */
  function keepShownFeed() {
    for (const query of cache.getAll()) {
      if (homeFeedFilter(query) && query.isActive()) keepSoon(query);
    }
  }

  viewerIs(viewerNow());
  cache.subscribe((event) => {
    if (event.type !== "updated" && event.type !== "observerAdded") return;
    if (event.query.queryHash === viewerHash) viewerIs(viewerNow());
    else if (homeFeedFilter(event.query)) keepSoon(event.query);
  });
}
