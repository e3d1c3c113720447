/** The Cache Storage cache holding the feed kept for the offline page (kept-feed.ts). */
export const KEPT_FEED_CACHE = "quip-kept-feed";

/**
 * On signing out, or when another member signs in: the next person on this device finds
 * nothing of the last one's. Small and on its own, for the Logout button's module.
 */
export async function forgetKeptFeed(): Promise<void> {
  try {
    // Cache Storage exists only in a secure context (https, or this machine).
    if (typeof caches !== "undefined") await caches.delete(KEPT_FEED_CACHE);
  } catch {
    // Storage blocked: then nothing was kept either.
  }
}
