import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, LoginInput } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/paths";
import type { MutationConfig } from "../../../lib/react-query";
import { setSignedInUser } from "./session";

/** `username` may be a username or an email address. */
export const login = (input: LoginInput) => api.post<CurrentUser>(apiPaths.login, input);

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
    onSuccess: (user, ...args) => {
      setSignedInUser(queryClient, user);
      return onSuccess?.(user, ...args);
    },
  });
}
