import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";

/** Starts preparing the member's data; the link arrives by mail. */
export const requestExport = () => callApi("POST /api/users/me/export");

export function useRequestExport({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof requestExport>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: requestExport,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ["account", "export"] });
      mutationConfig?.onSuccess?.(...args);
    },
  });
}
