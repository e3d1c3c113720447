import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import { TIMING } from "#shared/limits.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

export const currentUserQueryKey = ["auth", "user"] as const;

/** The signed-in member, or null when signed out (a 401, silently). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callApi("GET /api/auth/user");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return null;
    // The spec words this call's failure as "HTTP {status}: {statusText}".
    const { status, statusText, body, code } = error;
    throw new ApiError({
      status,
      statusText,
      body,
      code,
      message: `HTTP ${status}: ${statusText}`,
    });
  }
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: TIMING.currentUserStaleMs,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });

/**
 * `data` is undefined while loading, null for a visitor, the member otherwise. A failed call
 * (not a 401) leaves `data` undefined with `isPending` false: treat it as signed out.
 */
export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
