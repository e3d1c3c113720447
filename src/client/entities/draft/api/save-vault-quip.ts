import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { vaultKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { QuipText } from "#shared/rules/punchline.ts";

/** Keeps a new draft (up to 500 characters with its punchline) in the member's vault. */
export const saveVaultQuip = ({ content, punchline }: QuipText) =>
  callApi("POST /api/vault", { body: { content, punchline } });

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
