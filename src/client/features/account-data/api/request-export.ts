import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { ExportState } from "#shared/schemas/account-data.ts";

/** Starts preparing the member's data; the link arrives by mail. */
export const requestExport = () => api.post<ExportState>("/api/users/me/export");

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
