/**
 * What a member whose account waits for approval is told on every page (decision 0155): apart
 * from the rest of sign-up's words, which only its own screens load.
 */
export const WAITING_MSG = {
  title: "Your account is waiting for approval",
  /** Also the server's refusal of their post, comment, like, follow or report (403). */
  body: "Your account is waiting for a moderator's approval. You can read, bookmark and keep drafts until then.",
} as const;
