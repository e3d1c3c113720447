import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { ForgotPasswordInput } from "#shared/schemas/password-reset.ts";

/** Always answers the same message, whether or not the address has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  callApi("POST /api/auth/forgot-password", { body: input });

export function useRequestPasswordReset({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof requestPasswordReset>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}
