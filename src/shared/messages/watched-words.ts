import { LIMITS } from "#shared/limits.ts";

/** What a post or profile screened by the watched words is told. */
export type ScreenedText = "quip" | "comment" | "username" | "bio";

/** Watched words and what they hold back (decision 0159): the server's words and the screens'. */
export const WATCHED_WORDS_MSG = {
  wordInvalid: `A watched word is 1 to ${LIMITS.watchedWordMax} letters, digits, spaces, apostrophes or hyphens`,
  actionInvalid: "Choose block, review or flag",
  alreadyWatched: "This word is already watched",
  notWatched: "This word is not watched",
  tooMany: `At most ${LIMITS.watchedWordsMax} words can be watched`,
  /** The rule, never the list: nobody learns from a refusal which other words are watched. */
  blocked: (what: ScreenedText) =>
    `This ${what} uses a word this community does not allow. Please reword it.`,
  held: {
    quip: "Your quip is held for review: a moderator reads it before it is published, and until then only you can see it. Its 48 hours start when it is published.",
    comment:
      "Your comment is held for review: a moderator reads it before it is published, and until then only you can see it.",
  },
  heldNotFound: "This post is no longer held for review",
  heldNotPending: "This post has already been decided",
  cannotPublish:
    "This comment can no longer be published where it was written. Decline it instead.",
  /** The console. */
  title: "Watched words",
  intro:
    "Words and phrases matched as whole words, in any case, in quips, comments, usernames and bios.",
  wordLabel: "Word or phrase",
  actionLabel: "Action",
  add: "Watch",
  remove: "Remove",
  removeFailed: "The word could not be removed",
  addFailed: "The word could not be watched",
  empty: "No words are watched",
  loadFailed: "The watched words could not be loaded",
  added: (word: string) => `“${word}” is watched`,
  removed: (word: string) => `“${word}” is no longer watched`,
  actions: {
    block: "Block",
    review: "Hold for review",
    flag: "Flag",
  },
  actionHints: {
    block: "refused, with a message naming the rule",
    review: "held until a moderator approves it",
    flag: "published and placed in the queue",
  },
  /** The author's own held posts. */
  heldTitle: "Held for review",
  heldIntro: "Only you can see these until a moderator approves them.",
  heldPending: "Held for review",
  heldDeclined: "Not published: a moderator declined it",
  withdraw: "Withdraw",
  clear: "Clear",
  withdrawn: "Withdrawn",
  withdrawFailed: "It could not be withdrawn",
  heldLoadFailed: "Your held posts could not be loaded",
  onQuip: "On a quip",
  /** The queue. */
  queueHeld: (what: "quip" | "comment") => `Held ${what}`,
  queueWord: (word: string) => `Watched word: “${word}”`,
  flaggedByWord: "flagged by a watched word",
  approve: "Approve and publish",
  decline: "Decline",
  approved: "Published",
  declined: "Declined",
  approveFailed: "The post could not be published",
  declineFailed: "The post could not be declined",
} as const;
