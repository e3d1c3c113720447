/** What the activity page says. */
export const ACTIVITY_MSG = {
  title: "Recent Activity",
  empty: "No recent activity",
  end: "You've reached the end of your activity history.",
  failed: "Failed to load your activity",
  someoneAnonymous: "Someone anonymous",
  selfLike: "You liked your own quip",
  quipBotFineLine: "Don't let the robots take over!",
  /** Marks the notifications that were unread when the page was opened. */
  unreadMark: "New",
} as const;
