/** What the installed app's offline pages say (src/client/pwa/, decisions 0121 and 0141). */
export const OFFLINE_MSG = {
  pageTitle: "Offline · Quip",
  feedTitle: "You're offline — this is what you last saw",
  copyTitle: "You're offline — this is a copy of this page",
  kept: (at: string) =>
    `Kept on this device on ${at}. Likes, comments and new quips wait until you're back online.`,
  noCopyTitle: "You're offline",
  noCopy: "There's no copy of this page on this device.",
  /** Why there may be none: what the device keeps, and what it never does. */
  whatIsKept:
    "Quip keeps the feed you last read, and the pages you read while signed out; never a page of your account.",
  nothingKept:
    "Nothing was kept on this device yet: the next feed you read will wait here for you.",
  lastFeed: "See the feed you last read",
  tryAgain: "Try again",
  /** The copy's banner, a landmark of its own above the page. */
  bannerLabel: "Offline",
} as const;
