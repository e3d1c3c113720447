import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { ChangeEmailInput } from "#shared/schemas/account.ts";
import { accountKeys } from "./account-keys";

export const getEmailStatus = () => callApi("GET /api/auth/email");

export function useEmailStatus() {
  return useQuery(
    // A link may have been opened on another device since: read afresh on every visit.
    queryOptions({ queryKey: accountKeys.email(), queryFn: getEmailStatus, staleTime: 0 }),
  );
}

/** The same answer whether or not another account has the address. */
export const changeEmail = (input: ChangeEmailInput) =>
  callApi("POST /api/auth/change-email", { body: input });

export const resendConfirmation = () => callApi("POST /api/auth/resend-confirmation");

/** Both change what is waiting for a link: the address's status is read again. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.email() }),
  });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.email() }),
  });
}
