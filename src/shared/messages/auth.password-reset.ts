/** What the forgotten-password screens and their refusals say. */
export const PASSWORD_RESET_MSG = {
  /** The same answer whether or not the address has an account (no enumeration). */
  linkSent: "If an account exists for that email, we've sent a link to reset your password.",
  checkEmailTitle: "Check your email",
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters long",
  confirmRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  noToken: "No reset token provided",
  invalidLinkTitle: "Invalid Reset Link",
  invalidLinkBody: "This password reset link is invalid or has expired.",
  requestFailed: "Failed to send reset email",
  resetFailed: "Failed to reset password",
  completeTitle: "Password Reset Complete",
  completeBody: "Your password has been reset. You can now sign in with your new password.",
} as const;
