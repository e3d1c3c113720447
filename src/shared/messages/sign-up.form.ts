/**
 * The sign-up form's own words by mode (decision 0155), apart from the rest of sign-up's: the
 * form is in the first page load, the administrators' and invites' screens are not.
 */
export const SIGN_UP_FORM_MSG = {
  approvalNote:
    "New accounts are reviewed by a moderator. You can look around and keep drafts while you wait.",
  inviteNote: "Joining Quip needs an invite code from a member right now.",
  joinReasonLabel: "Why do you want to join?",
} as const;
