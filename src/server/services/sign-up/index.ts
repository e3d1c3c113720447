export { type Admission, admitSignUp, completeAdmission } from "./admission.service";
export {
  assertEmailDomainAllowed,
  blockDomain,
  listBlockedDomains,
  unblockDomain,
} from "./blocked-domains.service";
export {
  assertInviteUsable,
  claimInvite,
  createInvite,
  listInvites,
  revokeInvite,
} from "./invites.service";
export { approveMember, declineMember, listPendingMembers } from "./pending-members.service";
export { setRegistrationMode } from "./registration-mode.service";
