import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";

/** Rewrites one of the member's drafts. */
export const updateVaultQuip = ({ id, content }: { id: string; content: string }) =>
  callApi("PUT /api/vault/:id", { params: { id }, body: { content } });

export function useUpdateVaultQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateVaultQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateVaultQuip,
    onSuccess: (draft, ...args) => {
      queryClient.setQueryData(vaultKeys.detail(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: vaultKeys.list() });
      return onSuccess?.(draft, ...args);
    },
  });
}
