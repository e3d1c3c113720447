export { currentUserQueryKey, useCurrentUser } from "./api/get-current-user";
export { getIsAdminQueryOptions, useIsAdmin } from "./api/get-is-admin";
export { useLogout } from "./api/logout";
export { AuthForm, type AuthMode } from "./components/auth-form";
export { RequireMember } from "./components/require-member";
export { handleUnauthorized } from "./utils/handle-unauthorized";
