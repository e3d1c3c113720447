import { LIMITS } from "#shared/limits.ts";

/** Every refusal about a quip, a comment, a draft or a report, word for word. */
export const QUIP_MSG = {
  empty: "Quip content cannot be empty",
  tooLong: `Quip content cannot exceed ${LIMITS.quipMax} characters`,
  emptyAfterTrim: "Quip content cannot be empty after trimming",
  /** The setup and its punchline share the one limit (decision 0163). */
  punchlineTooLong: `A quip and its punchline together cannot exceed ${LIMITS.quipMax} characters`,
  noChanges: "No changes",
  noChangesBody: "You haven't made any changes to the quip.",
  editWindowClosed: "Edit window expired",
  editWindowClosedBody: "The 15-minute edit window for this quip has closed.",
  notFound: "Quip not found.",
  notYours: "You can only change your own quips",
  topicLimit: "You've already Quipped about this topic 3 times",
  topicLimitToast:
    "You've already Quipped about this topic 3 times. You might want to add this Quip to your vault to save it for future use.",
  topicNotOpen: "That topic is not open for quips right now",
  comment: {
    empty: "Comment cannot be empty",
    tooLong: "Comment cannot exceed 1000 characters",
    emptyAfterTrim: "Comment cannot be empty after trimming",
    parentMissing: "The comment you are replying to no longer exists",
    tooDeep: "Replies can only be nested three levels deep",
    notFound: "Comment not found",
    badCursor: "Invalid cursor: load the comments again from the start",
    notYours: "You can only change your own comments",
    noChanges: "No changes",
    editWindowClosed:
      "The 15-minute edit window for this comment has closed: it can no longer be edited",
    notQuipAuthor: "Only the quip's author can hide comments on it",
  },
  vault: {
    empty: "Draft cannot be empty",
    tooLong: "Draft cannot exceed 500 characters",
    emptyAfterTrim: "Draft cannot be empty",
    notFound: "Draft not found",
    full: `Your vault is full (${LIMITS.vaultDraftsMax} drafts). Delete a draft to save a new one.`,
  },
  flag: {
    categoryRequired: "Please choose a category",
    reasonTooLong: "Reason cannot exceed 500 characters",
    sourceRequired: "Please tell us the source of the stolen quip",
    invalidLink: "Invalid Quip Link",
    linkRequired: "Please link the original quip",
    linkedMissing: "The linked quip does not exist",
    alreadyReported: "You have already reported this quip",
    ownQuip: "You cannot report your own quip",
    commentAlreadyReported: "You have already reported this comment",
    ownComment: "You cannot report your own comment",
    commentCategoryRequired: "Please choose a category: Offensive content or Other",
    memberCategoryRequired: "Please choose a category: Spam, Harassment, Impersonation or Other",
    memberAlreadyReported: "You have already reported this member",
    ownProfile: "You cannot report yourself",
  },
} as const;

/** What a quip's card and its actions say. */
const QUIP_CARD_LIKES_HIDDEN = "Likes hidden until the results";

export const QUIP_CARD_MSG = {
  anonymous: "anonymous",
  unknownAuthor: "Unknown",
  /** Next to QuipBot's name on its profile and its revealed quips, never on an anonymous one. */
  botLabel: "Bot",
  likeFailed: "Failed to like quip",
  /**
   * Beside the heart of an entry of a topic competition still open, whose likes nobody is told
   * until it closes (decision 0162); also the button's accessible description.
   */
  likesHidden: QUIP_CARD_LIKES_HIDDEN,
  /** A quip's likes in words, for mail and feeds: "1 like", "3 likes", or why there is no count. */
  likes: (n: number | null) =>
    n === null ? QUIP_CARD_LIKES_HIDDEN : `${n} ${n === 1 ? "like" : "likes"}`,
  bookmarkFailed: "Failed to bookmark quip",
  deleteFailed: "Failed to delete quip",
  deleted: "Quip deleted",
  deletedBody: "The quip has been successfully deleted",
  deletedOwnBody: "Your quip has been successfully deleted",
  deleteOwnTitle: "Delete Your Quip",
  deleteOwnConfirm: "Are you sure you want to delete your quip? This action cannot be undone.",
  deleteAnyTitle: "Delete Quip",
  deleteAnyConfirm: "Are you sure you want to delete this quip? This action cannot be undone.",
  linkCopied: "Link copied!",
  linkCopiedBody: "Quip link copied to clipboard",
  copyFailed: "Couldn't copy the link",
  /** Under a revealed quip many guessed at (decision 0164); here, as every card may say it. */
  guessTally: (correct: number, total: number) => `${correct} of ${total} guessed who wrote it`,
} as const;

/** What a quip's punchline says, behind its tap and wherever it stays hidden (decision 0163). */
export const PUNCHLINE_MSG = {
  show: "Show punchline",
  hide: "Hide punchline",
  label: "Punchline",
  add: "Add a punchline",
  remove: "Remove punchline",
  hint: "Shown after a tap. The quip and its punchline share the 500 characters.",
  /** Under an Atom entry's setup and "…", where no tap is on offer. */
  readOnQuip: (link: string) => `Read the punchline on Quip: ${link}`,
} as const;

/** What editing a quip says. */
export const QUIP_EDIT_MSG = {
  failed: "Failed to update quip",
  saved: "Quip updated",
  savedBody: "Your changes have been saved.",
} as const;
