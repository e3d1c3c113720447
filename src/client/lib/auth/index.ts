export { currentUserQueryKey, useCurrentUser } from "./get-current-user";
export { getIsAdminQueryOptions, useConfirmedAdmin, useIsAdmin } from "./get-is-admin";
export { useTotpStatus } from "./get-totp-status";
export { handleUnauthorized } from "./handle-unauthorized";
export { useLogout } from "./logout";
export {
  clearPendingTrip,
  findPendingAction,
  type PendingAction,
  pendingTripTo,
} from "./pending-action";
export { RequireMember } from "./require-member";
export { setSignedInUser } from "./session";
export { forgetSignedOutNotice, readSignedOutNotice } from "./signed-out-notice";
export { useMemberGuard } from "./use-member-guard";
export { useResumedAction } from "./use-resumed-action";
export { useSuspension } from "./use-suspension";
export { watchForEndedSession } from "./watch-for-ended-session";
