/**
 * Messages of the admin screen, password reset and the contact form, word for word.
 * Server refusals and client toasts read from here.
 */
export const ADMIN_MSG = {
  access: {
    redirecting: "Redirecting to Login",
    denied: "Access Denied",
    verifying: "Verifying admin access...",
  },
  /** The client's fallbacks when a call fails without a message of its own. */
  failed: {
    setTopic: "Failed to set topic of the day",
    updateScheduledTopic: "Failed to update scheduled topic",
    deleteScheduledTopic: "Failed to delete scheduled topic",
    generateTopics: "Failed to generate AI topics",
    refreshNextDayTopic: "Failed to refresh next day topic",
    refreshSelectedTopics: "Failed to refresh selected topics",
    grantAdmin: "Failed to grant admin access",
    revokeAdmin: "Failed to revoke admin access",
    deleteUser: "Failed to delete user",
    dismissFlag: "Failed to dismiss flag",
    deleteQuip: "Failed to delete quip",
    updateQuipBot: "Failed to update QuipBot profile",
    uploadTitle: "Upload failed",
    uploadQuipBotPhoto: "Failed to upload QuipBot's photo. Please try again.",
    /** The change-time picker's own fallback. */
    setTopicTiming: "Failed to update topic change time",
  },
  /** The admin screen's confirmations. */
  done: {
    topicSet: "Topic of the day set",
    scheduledTopicUpdated: "Scheduled topic updated",
    scheduledTopicDeleted: "Scheduled topic deleted",
    adminGranted: "Admin access granted",
    adminRevoked: "Admin access revoked",
    flagDismissed: "Flag dismissed",
  },
  topicGuidance: "1–4 words about a simple everyday thing",
  duplicateTopic: "This topic has been used or scheduled before",
  userDeleted: "User deleted successfully",
  deleteUserConfirm: (username: string) =>
    `Are you sure you want to delete user ${username}? This action cannot be undone.`,
  you: "You",
  empty: {
    users: "No users found",
    admins: "No admin users found",
    flags: "No pending flags",
    scheduledTopics: "No topics scheduled yet",
  },
  /** Server refusals. */
  userNotFound: "User not found.",
  flagNotFound: "Flag not found",
  cannotGrantSelf: "You cannot change your own admin access",
  cannotRevokeSelf: "You cannot revoke your own admin access",
  cannotDeleteSelf: "You cannot delete your own account",
  quipBotNotDeletable: "QuipBot cannot be deleted",
  quipBotNotAdmin: "QuipBot cannot be an administrator",
  quipBotNotFound: "QuipBot not found",
  searchTooShort: "Search must be at least 2 characters",
} as const;

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

export const CONTACT_MSG = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name cannot exceed 100 characters",
  emailInvalid: "Please enter a valid email address",
  subjectTooShort: "Subject must be at least 5 characters",
  subjectTooLong: "Subject cannot exceed 200 characters",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message cannot exceed 5000 characters",
  sent: "Message sent successfully!",
  sentBody: "We'll get back to you soon.",
  failedTitle: "Failed to send message",
  failedBody: "Please try again later.",
} as const;

/** Contact form limits (the maximums keep one message readable). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;
