const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RateRule {
  max: number;
  windowMs: number;
  /** What the member is told, before "Please try again in …". */
  message: string;
}

/** How often one address, account or member may do each thing. */
export const RATE_RULES = {
  /** Every attempt from one address, right or wrong, for any account. */
  signInPerIp: { max: 10, windowMs: 5 * MINUTE, message: "Too many sign-in attempts." },
  /**
   * Wrong passwords for one account from every address together, by the account the name or
   * email typed resolves to (a name no account has: by that name). Far above a person's
   * mistakes, it bounds what many addresses guess; the addresses the account signed in from
   * lately are spared it (decision 0132).
   */
  signInFailuresPerAccount: {
    max: 100,
    windowMs: HOUR,
    message: "Too many sign-in attempts for this account.",
  },
  register: {
    max: 5,
    windowMs: 30 * MINUTE,
    message: "Too many accounts created from this address.",
  },
  passwordResetPerAddress: {
    max: 5,
    windowMs: 30 * MINUTE,
    message: "Too many reset requests for this email.",
  },
  passwordResetPerIp: { max: 20, windowMs: 15 * MINUTE, message: "Too many reset requests." },
  contact: { max: 10, windowMs: 15 * MINUTE, message: "Too many messages sent." },
  quips: { max: 30, windowMs: HOUR, message: "You're posting quips very fast." },
  comments: { max: 60, windowMs: HOUR, message: "You're commenting very fast." },
  likes: { max: 300, windowMs: HOUR, message: "You're liking very fast." },
  /** Guesses and their withdrawals (decision 0164): one a quip, changed now and then. */
  guesses: { max: 120, windowMs: HOUR, message: "You're guessing very fast." },
  reports: { max: 20, windowMs: 24 * HOUR, message: "You've sent a lot of reports today." },
  uploads: { max: 10, windowMs: HOUR, message: "Too many uploads." },
  searches: { max: 60, windowMs: MINUTE, message: "Too many searches." },
  resetPassword: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many password reset attempts.",
  },
  /**
   * Checks of a signed-in member's current password (changing the password or the email,
   * turning on or off a second factor, adding a passkey, deleting the account), by
   * member: someone holding a session must not get more guesses than sign-in gives.
   */
  currentPassword: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many password attempts.",
  },
  /** Confirmation links a member may have mailed: enough for a lost mail, too few to flood. */
  confirmationMails: {
    max: 5,
    windowMs: HOUR,
    message: "Too many confirmation mails asked for.",
  },
  confirmEmail: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many confirmation attempts.",
  },
  /** One-click unsubscribes from one address: a mail provider's server may send many. */
  unsubscribe: { max: 300, windowMs: 15 * MINUTE, message: "Too many unsubscribe requests." },
  /** Only drawing counts: a picture already drawn costs nothing to send again. */
  shareImages: { max: 60, windowMs: MINUTE, message: "Too many share images requested." },
  pageViews: { max: 120, windowMs: MINUTE, message: "Too many page views." },
  drafts: { max: 60, windowMs: HOUR, message: "You're saving drafts very fast." },
  // Muting, blocking, hiding and muted words: plenty for tidying a list, little for a script.
  safety: { max: 120, windowMs: HOUR, message: "You're changing mutes and blocks very fast." },
  dataExportDownloads: { max: 20, windowMs: HOUR, message: "Too many downloads of your data." },
  /**
   * Codes from an app or recovery codes tried for one account, after its password: with three
   * codes good at any moment in a million, 40 an hour find one in about a year (decision 0112).
   */
  secondFactorPerAccount: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many codes tried for this account.",
  },
  secondFactorPerIp: { max: 30, windowMs: 15 * MINUTE, message: "Too many codes tried." },
  passkeySignIn: { max: 30, windowMs: 5 * MINUTE, message: "Too many passkey sign-in attempts." },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** What the limits remember beside their counts, and for how long. */
export const RATE_MARKS = {
  /** An account signed in from an address: it is spared the account's ceiling there. */
  signedInFrom: { windowMs: 30 * DAY },
} satisfies Record<string, { windowMs: number }>;

export type RateMarkName = keyof typeof RATE_MARKS;

/** "Please try again in 4 minutes." — rounded up, in words a person reads. */
export function retryPhrase(seconds: number): string {
  if (seconds < 60) return `Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  const hours = Math.ceil(minutes / 60);
  return `Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
}
