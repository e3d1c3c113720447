import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, RegisterInput } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api-client";
import { setSignedInUser } from "../../../lib/auth/session";
import { apiPaths } from "../../../lib/paths";
import type { MutationConfig } from "../../../lib/react-query";

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
