import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { QuipText } from "#shared/rules/punchline.ts";

/** Rewrites one of the member's drafts, its punchline with it (none when it has none). */
export const updateVaultQuip = ({ id, content, punchline }: QuipText & { id: string }) =>
  callApi("PUT /api/vault/:id", { params: { id }, body: { content, punchline } });

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
