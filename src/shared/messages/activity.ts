/**
 * What the activity page and the sidebar's card say around the notices. The notices' own words
 * are messages/activity-notices.ts: the sidebar's card loads them only once it has notices.
 */
export const ACTIVITY_MSG = {
  title: "Recent Activity",
  empty: "No recent activity",
  end: "You've reached the end of your activity history.",
  failed: "Failed to load your activity",
  /** Marks the notifications that were unread when the page was opened. */
  unreadMark: "New",
} as const;
