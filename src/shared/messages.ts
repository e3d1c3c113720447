import { LIMITS } from "./limits";
import type { SessionEndReason } from "./rules/signed-out-notice";

/** Every message the user can read that comes from a rule, word for word. */
export const MSG = {
  auth: {
    usernameRequired: "Username is required",
    usernameTooShort: "Username must be at least 3 characters",
    usernameTooLong: "Username must be at most 30 characters",
    usernameChars: "Username can only contain letters and numbers",
    usernameReserved: "This username is reserved. Please choose a different one.",
    usernameTaken: "Username already exists",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    emailTaken: "An account with this email already exists",
    passwordRequired: "Password is required",
    passwordTooShort: "Password must be at least 8 characters long",
    passwordTooLong: "Password must be at most 256 characters",
    passwordTooCommon:
      "This password is one of the most common ones. Please choose a less guessable password.",
    passwordsDontMatch: "Passwords do not match",
    loginRequired: "Username or email is required",
    loginTooShort: "Username or email must be at least 3 characters",
    invalidCredentials: "Invalid username or password",
    botCannotSignIn: "This account cannot sign in",
    unauthorized: "Unauthorized",
    forbidden: "Forbidden",
    loginFailed: "Login failed",
    registrationFailed: "Registration failed",
    tryAgain: "Please try again.",
    signInRequiredTitle: "Sign in required",
    signInRequiredProfiles: "Please sign in or join to view profiles.",
  },
  generic: {
    notFound: "Not found",
    badRequest: "Invalid request",
    internal: "Something went wrong on our side. Please try again.",
    unavailable: "Quip is temporarily unavailable. Please try again in a moment.",
    shuttingDown: "This server is shutting down; other servers take its requests.",
    removedMeanwhile: "Something this refers to was removed a moment ago. Reload and try again.",
  },
  notFoundPage: {
    title: "Oops! Page Not Found",
    body: "Looks like this page has wandered off into the humor void.",
  },
} as const;

export const QUIP_MSG = {
  empty: "Quip content cannot be empty",
  tooLong: `Quip content cannot exceed ${LIMITS.quipMax} characters`,
  emptyAfterTrim: "Quip content cannot be empty after trimming",
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
  },
} as const;

/**
 * Messages only the client shows (toasts, form checks), word for word.
 * Grouped by screen; add a group rather than re-typing a message in a component.
 */
export const CLIENT_MSG = {
  signIn: {
    sessionEndedTitle: "Your session has ended",
    sessionEndedBody: "Sign in again to continue. You'll come back to where you were.",
    /** Said once, on the sign-in screen, to the browser whose session the server ended, and why. */
    signedOutBecause: {
      "password-changed": "You were signed out because your password was changed.",
    } satisfies Record<SessionEndReason, string>,
    /** What a visitor asked to do, on the sign-in and sign-up screens they were sent to. */
    reasons: {
      like: "Sign in to like this quip",
      bookmark: "Sign in to bookmark this quip",
      comment: "Sign in to comment",
      report: "Sign in to report this quip",
      follow: (username: string) => `Sign in to follow @${username}`,
    },
  },
  feed: {
    failed: "Failed to fetch quips",
    emptyTitle: "No quips found",
    shareFirst: "Share Your First Quip",
    end: "You've reached the end of the feed.",
    loadingMore: "Loading more quips...",
    /** The visible link to a page's Atom feed; the feed's title follows for screen readers. */
    atomLink: "Atom feed",
  },
  quip: {
    anonymous: "anonymous",
    unknownAuthor: "Unknown",
    /** Next to QuipBot's name on its profile and its revealed quips, never on an anonymous one. */
    botLabel: "Bot",
    likeFailed: "Failed to like quip",
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
  },
  home: {
    adminModeNote: "Delete mode active - you can delete any quips",
    noRecentActivity: "No recent activity",
    trendingEmpty:
      "Nothing is trending yet. Topics, phrases and words show here once several new quips share them.",
    trendingFailed: "Couldn't load what's trending.",
    trendingQuips: (n: number) => (n === 1 ? "1 quip" : `${n} quips`),
  },
  edit: {
    failed: "Failed to update quip",
    saved: "Quip updated",
    savedBody: "Your changes have been saved.",
  },
  report: {
    invalidLinkTitle: "Invalid Quip Link",
    invalidLinkBody: (host: string) => `Please enter a valid quip ID or URL from ${host}`,
    /** The server's refusal contains this when the linked quip is missing. */
    linkedMissingMarker: "linked quip does not exist",
    linkedMissingTitle: "Quip Not Found",
    linkedMissingBody: "The linked quip doesn't exist. Please check the URL and try again.",
    failed: "Failed to submit report",
    submitted: "Your report has been submitted for review.",
    sourceRequired: "What is the source?",
    /** Beside the flag of a quip the member has reported, while the report awaits review. */
    reported: "Reported",
    reportedNote: "You reported this quip. It is waiting for review.",
  },
  profile: {
    followFailed: "Failed to update follow status",
    logoutFailed: "Failed to log out. Please try again.",
    following: (name: string) => `Following ${name}`,
    unfollowed: (name: string) => `Unfollowed ${name}`,
    pending: "Loading...",
    mutual: "Mutual",
    sortNew: "New Quips",
    sortTop: "Top All Time",
    bookmarksTitle: (count: number | string) => `Your Bookmarks (${count})`,
    vaultTitle: (count: number | string) => `Your Quip Vault (${count})`,
    deleteUserTitle: "Delete User",
    /** What the automated account does, shown on its editing card. */
    quipBotNotes: [
      "QuipBot generates one AI quip every day.",
      "It answers the Topic of the Day, or creates its own topic on Sundays.",
      "It posts at a random time within each 24 hours.",
      "Members who liked its quips get special notifications when those old quips are revealed.",
    ],
  },
  activity: {
    title: "Recent Activity",
    empty: "No recent activity",
    end: "You've reached the end of your activity history.",
    failed: "Failed to load your activity",
    someoneAnonymous: "Someone anonymous",
    selfLike: "You liked your own quip",
    quipBotFineLine: "Don't let the robots take over!",
    /** Marks the notifications that were unread when the page was opened. */
    unreadMark: "New",
  },
  search: {
    failed: "Search failed.",
    noResults: (query: string) => `No results for “${query}”`,
  },
  topics: {
    activeNow: "Active Now",
    noPrevious: "No previous topics found.",
    noQuips: "No quips found for this topic yet.",
    seeAllPrevious: "See All Previous Topics",
    notFound: "Topic not found",
    resultsPending:
      "This competition has closed. Its titles appear here once every quip in it is revealed, two days after closing; entrants already know their own.",
  },
} as const;
