export { currentUserQueryKey, useCurrentUser } from "../../lib/auth/get-current-user";
export { getIsAdminQueryOptions, useConfirmedAdmin, useIsAdmin } from "../../lib/auth/get-is-admin";
export { handleUnauthorized } from "../../lib/auth/handle-unauthorized";
export { useLogout } from "../../lib/auth/logout";
export {
  clearPendingTrip,
  findPendingAction,
  type PendingAction,
  pendingTripTo,
} from "../../lib/auth/pending-action";
export { RequireMember } from "../../lib/auth/require-member";
export { setSignedInUser } from "../../lib/auth/session";
export { forgetSignedOutNotice, readSignedOutNotice } from "../../lib/auth/signed-out-notice";
export { useMemberGuard } from "../../lib/auth/use-member-guard";
export { useResumedAction } from "../../lib/auth/use-resumed-action";
export { useSuspension } from "../../lib/auth/use-suspension";
export { watchForEndedSession } from "../../lib/auth/watch-for-ended-session";
export { AuthForm, type AuthMode } from "./components/auth-form";
export { SuspensionBanner } from "./components/suspension-banner";
