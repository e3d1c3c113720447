import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

export type DismissQuipFlagsInput = { quipId: string; count: number };

/** Dismisses every pending report on one quip, which shows it to everyone again. Answers 204. */
export const dismissQuipFlags = ({ quipId }: DismissQuipFlagsInput) =>
  callApi("DELETE /api/admin/quips/:id/flags", { params: { id: quipId } });

export function useDismissQuipFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissQuipFlags,
    onSuccess: (_result, { count }) => {
      toast({ title: ADMIN_MSG.done.flagsDismissed(count), variant: "success" });
      for (const queryKey of [adminKeys.flags(), adminKeys.log(), quipKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.dismissFlag),
  });
}
