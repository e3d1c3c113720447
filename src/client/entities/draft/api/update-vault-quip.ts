import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Draft } from "../../../../shared/schemas/vault";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";

/** Rewrites one of the member's drafts. */
export const updateVaultQuip = ({ id, content }: { id: string; content: string }) =>
  api.put<Draft>(`/api/vault/${encodeURIComponent(id)}`, { content });

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
