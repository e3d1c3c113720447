import { removeFromStore, sessionStore } from "#client/lib/session-store.ts";
import { PREVIOUS_FEED_STORAGE_KEY } from "#shared/limits.ts";
import { type FeedFilter, feedPath, isFeedFilter } from "#shared/rules/feed-filters.ts";
import { clearFeedAnchor } from "./feed-anchor";

/**
 * The feed a member left (kept for the browser session) so coming back restores the same
 * filter and page. Stored as `{ filter, page }`, with page only when above 1.
 */
export type PreviousFeed = { filter: FeedFilter; page: number };

export function serializePreviousFeed({ filter, page }: PreviousFeed): string {
  return JSON.stringify(page > 1 ? { filter, page } : { filter });
}

/** Throws when the stored text is not a saved feed. */
export function parsePreviousFeed(raw: string): PreviousFeed {
  const stored: unknown = JSON.parse(raw);
  if (typeof stored !== "object" || stored === null) throw new Error("Not a saved feed");
  const { filter, page = 1 } = stored as { filter?: unknown; page?: unknown };
  if (!isFeedFilter(filter)) throw new Error(`Unknown feed filter: ${String(filter)}`);
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) {
    throw new Error(`Bad feed page: ${String(page)}`);
  }
  return { filter, page };
}

export function savePreviousFeed(feed: PreviousFeed, store = sessionStore()): void {
  try {
    store?.setItem(PREVIOUS_FEED_STORAGE_KEY, serializePreviousFeed(feed));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** Starting afresh (the logo): the saved feed goes, and the quip it was left at. */
export function clearPreviousFeed(store = sessionStore()): void {
  removeFromStore(PREVIOUS_FEED_STORAGE_KEY, store);
  clearFeedAnchor(store);
}

/** The path back to the saved feed; "/" when none is saved or it cannot be read. */
export function previousFeedPath(store = sessionStore()): string {
  let raw: string | null = null;
  try {
    raw = store?.getItem(PREVIOUS_FEED_STORAGE_KEY) ?? null;
  } catch {
    return feedPath();
  }
  if (raw === null) return feedPath();
  try {
    const { filter, page } = parsePreviousFeed(raw);
    return feedPath(filter, page);
  } catch (error) {
    console.warn("Could not restore the previous feed; showing the default feed.", error);
    return feedPath();
  }
}
