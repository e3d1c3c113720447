/**
 * What result cards say (decision 0124): the server's refusal and the page's words. A module of
 * its own, so the first page load carries none of it.
 */
export const RESULT_MSG = {
  /** The same for a competition the member did not enter and one whose results are not public. */
  notFound: "Result not found.",
  notFoundBody:
    "There is no result to show here. Results are public once every quip in a competition is revealed.",
  loadFailed: "Couldn't load this result.",
  retry: "Try again",
  pageTitle: "Competition result",
  shareMine: "Share my result",
  share: "Share",
  copyLink: "Copy link",
  linkCopied: "Link copied!",
  linkCopiedBody: "Result link copied to clipboard",
  copyFailed: "Couldn't copy the link",
  shareTitle: (username: string) => `@${username}'s result on Quip`,
  imageAlt: (headline: string, username: string) => `@${username}: ${headline}`,
  seeTopic: "See the topic",
  seeQuip: "See the quip",
  quipHeading: "The quip",
  /** When the quip cannot be shown: hidden pending review, or deleted since. */
  quipUnavailable: "The quip itself isn't available.",
  by: (username: string) => `by @${username}`,
} as const;
