import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import type { ConfirmEmailAnswer } from "#shared/schemas/account.ts";
import { accountKeys } from "./account-keys";

/** 400 for a link that is made up, used or expired (each in its own words), 409 if taken. */
export const confirmEmail = (token: string) =>
  api.post<ConfirmEmailAnswer>("/api/auth/confirm-email", { token });

/** The member's address (and the banner asking to confirm it) is read again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountKeys.email() });
    },
  });
}
