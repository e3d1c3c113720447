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
    flagsDismissed: (n: number) => (n === 1 ? "Flag dismissed" : `${n} flags dismissed`),
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
  moderation: {
    reasonRequired: "Please give a reason",
    reasonTooLong: "Reason cannot exceed 500 characters",
    untilInvalid: "Please choose when the suspension ends",
    untilPast: "The end of a suspension must be in the future",
    autoHideInvalid: "Choose a whole number of reports from 1 to 100",
    cannotSuspendSelf: "You cannot suspend yourself",
    cannotSuspendAdmin: "Administrators cannot be suspended: revoke their admin access first",
    cannotSuspendQuipBot: "QuipBot cannot be suspended",
    notSuspended: "This member is not suspended",
    cannotGrantSuspended: "Lift this member's suspension before granting admin access",
    noPendingReports: "This quip has no pending reports",
    failed: {
      suspend: "Failed to suspend member",
      lift: "Failed to lift suspension",
      loadLog: "Failed to load the moderation log",
    },
    done: {
      suspended: "Member suspended",
      lifted: "Suspension lifted",
      autoHideSaved: "Auto-hide setting saved",
    },
    reports: (n: number) => (n === 1 ? "1 report" : `${n} reports`),
    emptyLog: "No moderation actions yet",
    emptyFilteredLog: "No actions match these filters",
    /** The log's name for each kind of action. */
    actions: {
      quip_deleted: "Deleted a quip",
      reports_dismissed: "Dismissed reports",
      member_suspended: "Suspended a member",
      suspension_lifted: "Lifted a suspension",
      member_deleted: "Deleted a member",
      admin_granted: "Granted admin access",
      admin_revoked: "Revoked admin access",
      topic_set: "Set the topic of the day",
      scheduled_topic_edited: "Edited a scheduled topic",
      scheduled_topic_deleted: "Deleted a scheduled topic",
      topics_generated: "Generated topics",
      topics_refreshed: "Refreshed topics",
      topic_time_changed: "Changed the topic time",
      auto_hide_changed: "Changed the auto-hide threshold",
      quipbot_profile_edited: "Edited QuipBot's profile",
      quipbot_photo_changed: "Changed QuipBot's photo",
    },
  },
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
