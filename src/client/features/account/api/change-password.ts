import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { ChangePasswordInput } from "#shared/schemas/account.ts";
import { accountKeys } from "./account-keys";

/** 403 for a wrong current password, 400 for a new one the rules refuse, 429 past the limit. */
export const changePassword = (input: ChangePasswordInput) =>
  callApi("POST /api/auth/change-password", { body: input });

/** Every other session has ended: the list of them is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
