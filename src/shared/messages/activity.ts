/** What the activity page says. */
export const ACTIVITY_MSG = {
  title: "Recent Activity",
  empty: "No recent activity",
  end: "You've reached the end of your activity history.",
  failed: "Failed to load your activity",
  someoneAnonymous: "Someone anonymous",
  selfLike: "You liked your own quip",
  quipBotFineLine: "Don't let the robots take over!",
  /** A reporter hears their report was handled: never how, nor about whom (decision 0158). */
  reportReviewed: "Your report was reviewed. Thank you for helping keep Quip friendly.",
  warning: "A moderator sent you a warning",
  warningFineLine: "Read it, and appeal it if you disagree, in Settings → Warnings.",
  appealUpheld: "Your appeal was reviewed: the warning stands",
  appealOverturned: "Your appeal was accepted: the warning is overturned",
  openWarnings: "See your warnings",
  /** Marks the notifications that were unread when the page was opened. */
  unreadMark: "New",
} as const;
