import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { setSignedInUser } from "#client/lib/auth/session.ts";
import { apiPaths } from "#client/lib/paths.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { CurrentUser, RegisterInput } from "#shared/schemas/auth.ts";

/** Answers 201 with the new member, already signed in. */
export const register = (input: RegisterInput) =>
  api.post<CurrentUser>(apiPaths.register, {
    username: input.username,
    email: input.email,
    password: input.password,
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
