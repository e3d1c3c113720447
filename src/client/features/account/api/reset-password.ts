import { useMutation } from "@tanstack/react-query";
import { PASSWORD_RESET_MSG } from "../../../../shared/messages/auth.password-reset";
import type { MessageAnswer } from "../../../../shared/schemas/message";
import type { ResetPasswordInput } from "../../../../shared/schemas/password-reset";
import { ApiError, api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** Sets the new password; 400 "Invalid Reset Link" when the token is used, expired or unknown. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageAnswer>("/api/auth/reset-password", input);

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
