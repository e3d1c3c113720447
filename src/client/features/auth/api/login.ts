import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { setSignedInUser } from "#client/lib/auth/session.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type {
  CurrentUser,
  LoginAnswer,
  LoginInput,
  SecondFactorRequired,
} from "#shared/schemas/auth.ts";

/** `username` may be a username or an email address. */
export const login = (input: LoginInput) => callApi("POST /api/auth/login", { body: input });

/** A member with two-factor authentication on is not signed in yet: the second step follows. */
export const asksSecondFactor = (answer: LoginAnswer): answer is SecondFactorRequired =>
  "twoFactorRequired" in answer;

export function useLogin({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof login>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: login,
    onSuccess: (answer, ...args) => {
      if (!asksSecondFactor(answer)) setSignedInUser(queryClient, answer satisfies CurrentUser);
      return onSuccess?.(answer, ...args);
    },
  });
}
