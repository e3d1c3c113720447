import { useMutation, useQueryClient } from "@tanstack/react-query";
import { VAULT_MSG } from "../../../../shared/messages/vault";
import { api } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { vaultKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";
import { toast } from "../../../lib/toast/use-toast";

export const deleteVaultQuip = ({ id }: { id: string }) =>
  api.delete<void>(`/api/vault/${encodeURIComponent(id)}`);

/**
 * Removes a draft (ask first: DeleteDraftDialog) and tells the member how it went:
 * "Draft deleted from your vault", or "Failed to delete vault quip".
 */
export function useDeleteVaultQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteVaultQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteVaultQuip,
    onSuccess: (result, input, ...args) => {
      queryClient.removeQueries({ queryKey: vaultKeys.detail(input.id) });
      void queryClient.invalidateQueries({ queryKey: vaultKeys.list() });
      toast({ title: VAULT_MSG.deleted, variant: "success" });
      return onSuccess?.(result, input, ...args);
    },
    onError: (error, ...args) => {
      if (!handleUnauthorized(error)) {
        toast({ title: VAULT_MSG.deleteFailed, variant: "destructive" });
      }
      return onError?.(error, ...args);
    },
  });
}
