import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/admin-messages";
import { toast } from "../../../components/ui/use-toast";
import { api } from "../../../lib/api-client";
import { toastAdminFailure } from "../lib/admin-failure";
import { adminKeys, adminUrl } from "./admin-keys";

/** Dismissing a report deletes it; the quip stays. Answers 204. */
export const dismissFlag = (id: string) => api.delete<void>(adminUrl("flags", id));

export function useDismissFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissFlag,
    onSuccess: () => {
      toast({ title: ADMIN_MSG.done.flagDismissed, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.flags() });
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.dismissFlag),
  });
}
