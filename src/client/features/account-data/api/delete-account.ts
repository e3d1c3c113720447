import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "../../../../shared/schemas/account-data";
import { api } from "../../../lib/api-client";
import { fullPageNavigate } from "../../../lib/navigation";
import { paths } from "../../../lib/paths";

/** Deletes the signed-in member's account; the answer also ends this session. */
export const deleteAccount = (input: DeleteAccountInput) =>
  api.delete<void>("/api/users/me", { body: input });

/** Then a fresh page saying goodbye, so nothing cached about the member outlives the account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => fullPageNavigate(paths.goodbye.getHref()),
  });
}
