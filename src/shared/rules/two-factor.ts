/** The numbers of two-factor sign-in (decisions 0112 and 0113), for both sides. */
export const TWO_FACTOR = {
  /** RFC 6238's defaults, which every authenticator app reads from the QR code. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Codes one step either side of now are accepted: a phone's clock drifts, typing takes time. */
  totpWindow: 1,
  recoveryCodes: 10,
  /** Letters and digits a person cannot mistake for one another (no 0/o, 1/l/i). */
  recoveryAlphabet: "abcdefghjkmnpqrstuvwxyz23456789",
  /** Two groups of five: 50 bits, beyond guessing within any rate limit. */
  recoveryGroupLength: 5,
  /** After the password, the second step must be done within five minutes, by this browser. */
  pendingSignInMs: 5 * 60 * 1000,
  /** Wrong codes one pending sign-in may take before the password is asked again. */
  pendingSignInAttempts: 5,
  passkeyNameMax: 50,
  passkeysMax: 20,
  /** How long the browser gives the member to touch their authenticator. */
  passkeyTimeoutMs: 60_000,
  /** A challenge outlives the browser's own timeout by a minute, no more. */
  passkeyChallengeMs: 2 * 60_000,
} as const;

/** A code as typed: spaces and hyphens dropped, letters in lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** Six digits are an app's code; anything else offered as a second factor is a recovery code. */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR.totpDigits}}$`).test(normalizeCode(code));
}
