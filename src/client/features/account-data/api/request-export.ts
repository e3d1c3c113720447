import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExportState } from "../../../../shared/schemas/account-data";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

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
