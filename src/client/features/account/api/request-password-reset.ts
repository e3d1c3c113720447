import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../../shared/schemas/message";
import type { ForgotPasswordInput } from "../../../../shared/schemas/password-reset";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** Always answers the same message, whether or not the address has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<MessageAnswer>("/api/auth/forgot-password", input);

export function useRequestPasswordReset({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof requestPasswordReset>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}
