import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { accountKeys } from "./account-keys";

/** 400 for a link that is made up, used or expired (each in its own words), 409 if taken. */
export const confirmEmail = (token: string) =>
  callApi("POST /api/auth/confirm-email", { body: { token } });

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
