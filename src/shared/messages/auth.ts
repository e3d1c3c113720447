import type { SessionEndReason } from "#shared/rules/signed-out-notice.ts";

/** What sign-up, sign-in and the session's refusals say, word for word. */
export const AUTH_MSG = {
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
} as const;

/** What the browser says about signing in: the ended session, and why a visitor was sent to sign in. */
export const SIGN_IN_MSG = {
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
} as const;
