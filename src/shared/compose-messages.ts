/**
 * What the compose screen says as a quip is written, posted or refused. Kept apart from the
 * messages every page carries (messages.ts): only compose and the call that posts need them.
 */
export const COMPOSE_MSG = {
  contentRequired: "Please enter some content.",
  tooLong: "Content is too long. Please keep it under 500 characters.",
  chooseTopic: "Please choose a topic",
  posted: "Your Quip has been posted and will remain anonymous for 48 hours.",
  postFailed: "Failed to post your Quip. Please try again.",
  errorTitle: "Error",
  postFromVaultFailed: "Failed to post from vault. Please try again.",
  /** The server's refusal contains this when the member used their three places on a topic. */
  topicLimitMarker: "already Quipped about this topic 3 times",
  topicLimitCode: "TOPIC_LIMIT_EXCEEDED",
  anonymousNote: "Your Quip will be anonymous for 48 hours",
  draftNote: "Draft will be saved to your vault",
} as const;
