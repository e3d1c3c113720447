import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_FORM_MSG } from "./sign-up.form";
import { WAITING_MSG } from "./sign-up.waiting";

/** What sign-up controls say: the modes, approval, invites and blocked email domains (decision 0155). */
export const SIGN_UP_MSG = {
  modes: {
    open: {
      label: "Open",
      explanation: "Anyone can create an account and take part at once.",
    },
    approval: {
      label: "Approval",
      explanation:
        "Anyone can create an account, with an optional note on why they want to join. New accounts can read, bookmark and keep drafts, but cannot post, comment, like, follow or report until a moderator approves them.",
    },
    invite: {
      label: "Invite only",
      explanation:
        "Creating an account needs an invite code. Members can make a few codes each in Account and security; administrators as many as they need.",
    },
  },
  modeInvalid: "Choose open, approval or invite",
  modeSaved: "Sign-up mode saved",
  modeFailed: "Failed to save the sign-up mode",
  joinReasonLabel: SIGN_UP_FORM_MSG.joinReasonLabel,
  joinReasonTooLong: `Please keep it to ${LIMITS.joinReasonMax} characters`,
  /** The refusal of a pending account's post, comment, like, follow or report (403). */
  awaitingApproval: WAITING_MSG.body,
  awaitingApprovalTitle: WAITING_MSG.title,
  notPending: "This member is not waiting for approval",
  memberNotFound: "Member not found",
  approved: (username: string) => `@${username} approved`,
  declined: (username: string) => `@${username} declined`,
  approveFailed: "Failed to approve the member",
  declineFailed: "Failed to decline the member",
  noPending: "No one is waiting for approval",
  declineConfirm: (username: string) =>
    `Decline @${username}? Their account and everything in it is deleted, and they are told by email.`,
  /** Invites. */
  inviteRequired: "An invite code is needed to join Quip right now",
  /** Wrong, used, revoked or expired: one answer, so a guess learns nothing. */
  inviteInvalid: "This invite code is not valid. Please ask for a new one.",
  inviteCodeInvalid: "Please enter the invite code you were given",
  inviteLimit: `You already have ${LIMITS.invitesPerMember} unused invites. Revoke one or wait for one to be used or expire.`,
  inviteNotFound: "Invite not found",
  inviteCreated: "Invite created",
  inviteRevoked: "Invite revoked",
  inviteCopied: "Invite link copied",
  inviteFailed: "Failed to create an invite",
  revokeFailed: "Failed to revoke the invite",
  copyFailed: "Could not copy the link: select it and copy it yourself",
  noInvites: "You have no invites yet",
  /** Blocked email domains. */
  domainBlocked: "Sign-ups from this email domain are not accepted",
  domainInvalid: "Enter a domain such as example.com",
  domainAlreadyBlocked: "This domain is already blocked",
  domainNotFound: "This domain is not blocked",
  domainAdded: (domain: string) => `${domain} blocked`,
  domainRemoved: (domain: string) => `${domain} unblocked`,
  domainAddFailed: "Failed to block the domain",
  domainRemoveFailed: "Failed to unblock the domain",
  noBlockedDomains: "No email domains are blocked",
} as const;
