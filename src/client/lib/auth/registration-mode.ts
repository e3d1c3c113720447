import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

export const registrationModeQueryKey = ["auth", "registration-mode"] as const;

/** Who may sign up now: what the sign-up form and the Invites section need to know. */
export const getRegistrationMode = () => callApi("GET /api/auth/registration-mode");

export const getRegistrationModeQueryOptions = () =>
  queryOptions({ queryKey: registrationModeQueryKey, queryFn: getRegistrationMode });

export function useRegistrationMode() {
  return useQuery(getRegistrationModeQueryOptions());
}
