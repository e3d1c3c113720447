import { useMutation } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import type { ResetPasswordInput } from "#shared/schemas/password-reset.ts";

/** Sets the new password; 400 "Invalid Reset Link" when the token is used, expired or unknown. */
export const resetPassword = (input: ResetPasswordInput) =>
  callApi("POST /api/auth/reset-password", { body: input });

export function isInvalidResetLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.body.includes(PASSWORD_RESET_MSG.invalidLinkTitle)
  );
}

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resetPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
