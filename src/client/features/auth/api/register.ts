import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { setSignedInUser } from "#client/lib/auth/session.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { RegisterInput } from "#shared/schemas/auth.ts";

/**
 * Answers 201 with the new member, already signed in. The reason and the code go only when the
 * form asked for them (the sign-up mode's fields).
 */
export const register = (input: RegisterInput) =>
  callApi("POST /api/auth/register", {
    body: {
      username: input.username,
      email: input.email,
      password: input.password,
      ...(input.joinReason ? { joinReason: input.joinReason } : {}),
      ...(input.inviteCode ? { inviteCode: input.inviteCode } : {}),
    },
  });

export function useRegister({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof register>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: register,
    onSuccess: (user, ...args) => {
      setSignedInUser(queryClient, user);
      return onSuccess?.(user, ...args);
    },
  });
}
