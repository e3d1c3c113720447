/**
 * The sign-up form's own words by mode (decision 0155), apart from the rest of sign-up's: they
 * load with the form's fields for approval and invite mode, which are not in the first load.
 */
export const SIGN_UP_FORM_MSG = {
  approvalNote:
    "New accounts are reviewed by a moderator. You can look around and keep drafts while you wait.",
  inviteNote: "Joining Quip needs an invite code from a member right now.",
  joinReasonLabel: "Why do you want to join?",
} as const;
