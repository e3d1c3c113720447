import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";

export const removePasskey = (id: string) =>
  callApi("DELETE /api/auth/passkeys/:id", { params: { id } });

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.passkeys() }),
  });
}
