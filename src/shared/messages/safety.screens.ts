import { LIMITS } from "#shared/limits.ts";

/**
 * What the browser's safety screens say beyond the rules' own messages (SAFETY_MSG): the card's
 * menu, the profile's buttons, Settings' lists and the muted-words editor. A module of its own,
 * so the first page load carries none of it.
 */
export const SAFETY_CLIENT_MSG = {
  quipMenu: "More actions for this quip",
  mute: (username: string) => `Mute @${username}`,
  muteButton: "Mute",
  unmute: "Unmute",
  block: (username: string) => `Block @${username}`,
  unblock: "Unblock",
  blockConfirm: "Block",
  blockTitle: (username: string) => `Block @${username}?`,
  hideAuthor: "Hide this quip and its author",
  undo: "Undo",
  /** What a screen reader is told instead of the toast's Undo. */
  undoElsewhere: "Undo it in Settings, under Muted and blocked.",
  /** After a block, which has no Undo: it ended the follows between the two. */
  unblockWhere: "You can unblock them in Settings.",
  muteFailed: "Couldn't change the mute. Please try again.",
  blockFailed: "Couldn't change the block. Please try again.",
  hideFailed: "Couldn't hide the quip. Please try again.",
  unhideFailed: "Couldn't show the quip again. Please try again.",
  /** A muted or blocked member's profile, where their quips would be. */
  youMuted: (username: string) => `You muted @${username}`,
  youBlocked: (username: string) => `You blocked @${username}`,
  mutedProfileNote: "You don't see their revealed quips, here or in any feed. They aren't told.",
  blockedProfileNote:
    "You don't see their revealed quips, and they can't follow you, or like or comment on your revealed quips. They aren't told.",
  unmuteMember: (username: string) => `Unmute @${username}`,
  unblockMember: (username: string) => `Unblock @${username}`,
  listTitle: "Muted and blocked",
  listIntro: "They aren't told. You won't see their revealed quips or their named comments.",
  mutedHeading: "Muted",
  blockedHeading: "Blocked",
  listFailed: "Couldn't load this list.",
  showMore: "Show more",
  mutedSince: (when: string) => `Muted ${when}`,
  blockedSince: (when: string) => `Blocked ${when}`,
  mutedWordsTitle: "Muted words",
  mutedWordsIntro:
    "Quips and comments containing one of these words or phrases (whole words, any case) are folded into a line you can open.",
  mutedWordLabel: "Word or phrase",
  mutedWordsCount: (n: number) => `${n} of ${LIMITS.mutedWordsMax} muted`,
  addMutedWord: "Add",
  removeMutedWord: (word: string) => `Remove “${word}”`,
  mutedWordRepeated: (word: string) => `“${word}” is already muted`,
  mutedWordsFailed: "Couldn't save your muted words. Please try again.",
  mutedWordsLoadFailed: "Couldn't load your muted words.",
} as const;
