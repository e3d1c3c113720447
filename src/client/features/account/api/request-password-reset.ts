import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { MessageAnswer } from "#shared/schemas/message.ts";
import type { ForgotPasswordInput } from "#shared/schemas/password-reset.ts";

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
