import { LIMITS } from "#shared/limits.ts";

/**
 * Messages of mute, block, "hide this quip and its author" and muted words. A blocked member's
 * refusals are neutral: none says "blocked", and each reads as a rule of the site.
 */
export const SAFETY_MSG = {
  cannotMuteSelf: "You cannot mute yourself",
  cannotBlockSelf: "You cannot block yourself",
  cannotHideOwnQuip: "You cannot hide your own quip",
  /** The blocked member's follow of the blocker. */
  followRefused: "You can't follow this member.",
  /** The blocker's own follow of a member they block. */
  unblockToFollow: "Unblock this member to follow them.",
  /** The blocked member's like of the blocker's revealed quip. */
  likeRefused: "You can't like this quip.",
  /** The blocked member's comment or reply on the blocker's revealed quip. */
  commentRefused: "You can't comment on this quip.",
  /** The mute screen's one sentence about anonymous quips. */
  anonymousQuipsStay:
    "Their anonymous quips stay visible until they are revealed after 48 hours, so muting never tells you who wrote one.",
  /** What blocking does, on the block confirmation. */
  blockExplained:
    "They won't be able to follow you, or like or comment on your revealed quips, and you won't see them. They aren't told.",
  /** What "hide this quip and its author" does, on its confirmation. */
  hideAuthorExplained:
    "This quip disappears for you now. Its author is muted once the quip is revealed; until then nothing else changes.",
  /** The line a quip or comment containing a muted word is shown as; "show" is its button. */
  mutedWordHidden: "Hidden: contains a muted word",
  mutedWordShow: "show",
  mutedWordLine: "Hidden: contains a muted word — show",
  /** A mutes-list entry whose hidden quip is still anonymous. */
  authorOf: (quipExcerpt: string) => `the author of “${quipExcerpt}”`,
  muted: (username: string) => `@${username} is muted`,
  unmuted: (username: string) => `@${username} is no longer muted`,
  blocked: (username: string) => `@${username} is blocked`,
  unblocked: (username: string) => `@${username} is no longer blocked`,
  quipHidden: "Quip hidden",
  quipUnhidden: "Quip shown again",
  noMutes: "You haven't muted anyone.",
  noBlocks: "You haven't blocked anyone.",
  noMutedWords: "You haven't muted any words.",
  mutedWordsInvalid: "Muted words must be a list of words or phrases",
  mutedWordEmpty: "A muted word cannot be empty",
  mutedWordTooLong: `A muted word or phrase can be at most ${LIMITS.mutedWordMax} characters`,
  tooManyMutedWords: `You can mute at most ${LIMITS.mutedWordsMax} words or phrases`,
  mutedWordsSaved: "Muted words saved",
} as const;
