export { currentUserQueryKey, useCurrentUser } from "./api/get-current-user";
export { getIsAdminQueryOptions, useConfirmedAdmin, useIsAdmin } from "./api/get-is-admin";
export { useLogout } from "./api/logout";
export { setSignedInUser } from "./api/session";
export { AuthForm, type AuthMode } from "./components/auth-form";
export { RequireMember } from "./components/require-member";
export { SuspensionBanner } from "./components/suspension-banner";
export { useMemberGuard } from "./hooks/use-member-guard";
export { useResumedAction } from "./hooks/use-resumed-action";
export { useSuspension } from "./hooks/use-suspension";
export {
  clearPendingTrip,
  findPendingAction,
  type PendingAction,
  pendingTripTo,
} from "./lib/pending-action";
export { forgetSignedOutNotice, readSignedOutNotice } from "./lib/signed-out-notice";
export { handleUnauthorized } from "./utils/handle-unauthorized";
export { watchForEndedSession } from "./utils/watch-for-ended-session";
