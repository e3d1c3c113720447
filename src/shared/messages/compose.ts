/**
 * What the composer says. Only compose reads these.
 */
export const COMPOSE_MSG = {
  contentRequired: "Please enter some content.",
  tooLong: "Content is too long. Please keep it under 500 characters.",
  chooseTopic: "Please choose a topic",
  posted: "Your Quip has been posted and will remain anonymous for 48 hours.",
  postFailed: "Failed to post your Quip. Please try again.",
  postFromVaultFailed: "Failed to post from vault. Please try again.",
  /** A post the server refused with its reason (a suspension, say), which the toast carries. */
  postRefused: "Your quip was not posted",
  errorTitle: "Error",
  /** The server's refusal contains this when the member used their three places on a topic. */
  topicLimitMarker: "already Quipped about this topic 3 times",
  topicLimitCode: "TOPIC_LIMIT_EXCEEDED",
  anonymousNote: "Your Quip will be anonymous for 48 hours",
  draftNote: "Draft will be saved to your vault",
  /** Above a suspended member's composer, before they type. */
  suspendedTitle: "You can't post while suspended",
  suspendedUntil: (end: string) => `Your suspension ends ${end}.`,
  suspendedIndefinitely: "Your suspension has no set end.",
  suspendedVault: "Meanwhile you can write, and save this quip to your Vault to post later.",
} as const;
