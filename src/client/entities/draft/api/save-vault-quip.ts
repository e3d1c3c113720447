import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";

/** Keeps a new draft (up to 500 characters) in the member's vault. */
export const saveVaultQuip = ({ content }: { content: string }) =>
  callApi("POST /api/vault", { body: { content } });

export function useSaveVaultQuip({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof saveVaultQuip>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: saveVaultQuip,
    onSuccess: (draft, ...args) => {
      void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
      return onSuccess?.(draft, ...args);
    },
  });
}
