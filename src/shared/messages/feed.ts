/** What the feeds say around their quips. */
export const FEED_MSG = {
  failed: "Failed to fetch quips",
  emptyTitle: "No quips found",
  shareFirst: "Share Your First Quip",
  end: "You've reached the end of the feed.",
  loadingMore: "Loading more quips...",
  /** The visible link to a page's Atom feed; the feed's title follows for screen readers. */
  atomLink: "Atom feed",
} as const;
