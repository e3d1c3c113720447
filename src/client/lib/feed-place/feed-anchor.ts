import { removeFromStore, sessionStore } from "#client/lib/session-store.ts";
import { FEED_ANCHOR_STORAGE_KEY } from "#shared/limits.ts";
import { type FeedFilter, isFeedFilter } from "#shared/rules/feed-filters.ts";

/**
 * The quip the reader left the feed at: the card they opened, or the one they were reading,
 * and how far below the top of the window it stood. Coming back to the same address (`filter`
 * and `page`) puts it there again; `cardPage` is the list page the card came in on, which may
 * be below the one being read.
 */
export type FeedAnchor = {
  filter: FeedFilter;
  page: number;
  cardPage: number;
  quipId: string;
  top: number;
};

export function saveFeedAnchor(anchor: FeedAnchor, store = sessionStore()): void {
  try {
    store?.setItem(FEED_ANCHOR_STORAGE_KEY, JSON.stringify(anchor));
  } catch {
    // A full storage only loses the exact place.
  }
}

/** The stored anchor when it belongs to this filter and page. */
export function readFeedAnchor(
  filter: FeedFilter,
  page: number,
  store = sessionStore(),
): FeedAnchor | null {
  try {
    const raw = store?.getItem(FEED_ANCHOR_STORAGE_KEY);
    if (!raw) return null;
    const anchor = JSON.parse(raw) as Partial<FeedAnchor> | null;
    if (
      !anchor ||
      !isFeedFilter(anchor.filter) ||
      typeof anchor.quipId !== "string" ||
      typeof anchor.top !== "number" ||
      typeof anchor.page !== "number" ||
      typeof anchor.cardPage !== "number"
    ) {
      return null;
    }
    return anchor.filter === filter && anchor.page === page ? (anchor as FeedAnchor) : null;
  } catch {
    return null;
  }
}

export function clearFeedAnchor(store = sessionStore()): void {
  removeFromStore(FEED_ANCHOR_STORAGE_KEY, store);
}
