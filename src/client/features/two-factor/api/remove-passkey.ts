import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { twoFactorKeys } from "../../../lib/auth/two-factor-keys";

export const removePasskey = (id: string) =>
  api.delete<void>(`/api/auth/passkeys/${encodeURIComponent(id)}`);

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.passkeys() }),
  });
}
