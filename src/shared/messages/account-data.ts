import { LIMITS } from "#shared/limits.ts";

/**
 * What a member reads about taking their data with them and about deleting their account: the
 * server's answers and refusals, the mail, and the Account page's "Your data" and "Delete your
 * account" sections (decisions 0115 and 0116). A module of its own, so the first page load
 * carries none of it.
 */
export const ACCOUNT_DATA_MSG = {
  exportStarted: "We're preparing your data. We'll email you a link when it's ready.",
  exportAlreadyPreparing:
    "Your data is already being prepared. We'll email you a link when it's ready.",
  /** Followed by "Please try again in …". */
  exportOncePerDay: "You can ask for your data once a day.",
  exportLinkInvalid:
    "This download link no longer works: it has expired, or a newer export replaced it. You can ask for your data again in Account and security.",
  passwordRequired: "Enter your password to delete your account.",
  codeTooLong: "That code is too long.",
  botNotDeletable: "This account cannot be deleted.",
  accountDeleted: "Your account is deleted.",

  dataTitle: "Your data",
  dataIntro:
    "Download a copy of everything you have on Quip: your profile, quips, comments, likes, bookmarks, drafts, follows, badges and notifications, as JSON files in a ZIP. We email you a link, valid for 7 days.",
  dataLoading: "Loading: Your data",
  dataLoadFailed: "Couldn't load the state of your data export.",
  requestExport: "Download my data",
  requestAgain: "Ask again",
  requestFailed: "Couldn't ask for your data. Please try again.",
  stateNone: "You haven't asked for a copy of your data yet.",
  statePreparing:
    "We're preparing your data. We'll email you a link, usually within a few minutes.",
  stateReady: (until: string) =>
    `Your data is ready. The link we emailed you works until ${until}.`,
  stateReadyOpenMail: "Open the link in that email, signed in here, to download the file.",
  stateExpired: (on: string) => `Your last copy expired on ${on}.`,
  stateFailed: "We couldn't prepare your data. Please ask again.",
  nextRequest: (at: string) => `You can ask for a new copy on ${at}.`,
  downloadLink: (size: string) => `Download the ZIP file (${size})`,
  linkInvalid: "This download link no longer works: it has expired, or a newer export replaced it.",

  deleteTitle: "Delete your account",
  deleteIntro:
    "Deleting your account removes it for good, straight away. Download your data first if you want to keep a copy.",
  deleteButton: "Delete my account",
  deleteDialogTitle: "Delete your account?",
  /** Each thing that goes, as the dialog lists it. */
  deleteRemoves: [
    "your profile, your photo and the files you uploaded",
    "your quips, with their likes and comments",
    "your comments, and the replies under them",
    "your likes, bookmarks and drafts",
    "your follows, both ways",
    "your notifications, badges and streaks",
  ],
  deleteRemovesHeading: "This removes, at once and for good:",
  deleteAnonymous:
    "Your quips that are still anonymous vanish at the same moment as your account, so anyone who notices both may guess they were yours.",
  deleteHold: `Your username is held back for ${LIMITS.usernameHoldDays} days, so nobody can pretend to be you; then anyone may take it.`,
  deleteCodeLabel: "Code from your authenticator app, or a recovery code",
  deletePasswordLabel: "Your password",
  deleteConfirm: "Delete my account",
  deleteCancel: "Cancel",
  deleteFailed: "Couldn't delete your account. Please try again.",

  goodbyeTitle: "Your account is deleted",
  goodbyeBody:
    "Your account and what you posted are gone, and you are signed out everywhere. Thanks for all the laughs.",
  goodbyeHome: "Go to the home page",
} as const;
