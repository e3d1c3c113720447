/** Messages of the live stream and unread notifications. */
export const LIVE_MSG = {
  tooManyStreams: "Quip is open in too many tabs. Close one of them and reload this page.",
  streamNotFound: "This live connection has ended. Reload the page to reconnect.",
  notificationNotFound: "Notification not found.",
  newQuips: (n: number) => (n === 1 ? "1 new quip" : `${n} new quips`),
  newComments: (n: number) => (n === 1 ? "1 new comment" : `${n} new comments`),
  /** The badge's text: the count, or "99+" past it. */
  unreadBadge: (n: number) => (n > 99 ? "99+" : String(n)),
  unreadLabel: (n: number) => (n === 1 ? "1 unread notification" : `${n} unread notifications`),
} as const;
