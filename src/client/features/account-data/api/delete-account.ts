import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { fullPageNavigate } from "#client/lib/navigation.ts";
import { paths } from "#client/lib/paths.ts";
import type { DeleteAccountInput } from "#shared/schemas/account-data.ts";

/** Deletes the signed-in member's account; the answer also ends this session. */
export const deleteAccount = (input: DeleteAccountInput) =>
  callApi("DELETE /api/users/me", { body: input });

/** Then a fresh page saying goodbye, so nothing cached about the member outlives the account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => fullPageNavigate(paths.goodbye.getHref()),
  });
}
