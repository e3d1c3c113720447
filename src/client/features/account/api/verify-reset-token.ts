import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import type { VerifyResetTokenAnswer } from "#shared/schemas/password-reset.ts";

/**
 * Whether a reset link's token is still good. A token the server refuses to even look at
 * (400: malformed) is simply not valid.
 */
export async function verifyResetToken(token: string): Promise<VerifyResetTokenAnswer> {
  try {
    return await callApi("GET /api/auth/verify-reset-token/:token", { params: { token } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      return { valid: false };
    }
    throw error;
  }
}

export const verifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => verifyResetToken(token),
    // A link is checked when it is opened, not answered from a stale cache.
    staleTime: 0,
    gcTime: 0,
  });

export function useVerifyResetToken(token: string | null) {
  return useQuery({ ...verifyResetTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
