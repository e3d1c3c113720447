import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Draft } from "../../../../shared/schemas/vault";
import { api } from "../../../lib/api-client";
import { vaultKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";

/** Keeps a new draft (up to 500 characters) in the member's vault. */
export const saveVaultQuip = ({ content }: { content: string }) =>
  api.post<Draft>("/api/vault", { content });

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
