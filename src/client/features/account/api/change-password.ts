import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { ChangePasswordInput } from "#shared/schemas/account.ts";
import type { MessageAnswer } from "#shared/schemas/message.ts";
import { accountKeys } from "./account-keys";

/** 403 for a wrong current password, 400 for a new one the rules refuse, 429 past the limit. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<MessageAnswer>("/api/auth/change-password", input);

/** Every other session has ended: the list of them is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
