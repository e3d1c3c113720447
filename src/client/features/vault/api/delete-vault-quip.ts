import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { VAULT_MSG } from "#shared/messages/vault.ts";

export const deleteVaultQuip = ({ id }: { id: string }) =>
  callApi("DELETE /api/vault/:id", { params: { id } });

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
