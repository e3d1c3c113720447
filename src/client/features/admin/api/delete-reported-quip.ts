import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys, topicKeys, userKeys } from "#client/lib/query-keys.ts";
import { removeQuipFromCaches } from "#client/lib/quip-cache.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { adminKeys } from "./admin-keys";

/** An administrator removes a reported quip; its reports go with it. Answers 204. */
export const deleteReportedQuip = (quipId: string) =>
  callApi("DELETE /api/admin/quips/:id", { params: { id: quipId } });

export function useDeleteReportedQuip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedQuip,
    onSuccess: (_result, quipId) => {
      removeQuipFromCaches(queryClient, quipId);
      toast({
        title: QUIP_CARD_MSG.deleted,
        description: QUIP_CARD_MSG.deletedBody,
        variant: "success",
      });
      for (const queryKey of [adminKeys.all, quipKeys.feeds(), userKeys.all, topicKeys.counts()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.deleteQuip),
  });
}
