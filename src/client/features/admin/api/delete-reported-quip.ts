import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import { QUIP_CARD_MSG } from "../../../../shared/messages/quips";
import { api } from "../../../lib/api-client";
import { quipKeys, topicKeys, userKeys } from "../../../lib/query-keys";
import { removeQuipFromCaches } from "../../../lib/quip-cache";
import { toast } from "../../../lib/toast/use-toast";
import { toastAdminFailure } from "../lib/admin-failure";
import { adminKeys, adminUrl } from "./admin-keys";

/** An administrator removes a reported quip; its reports go with it. Answers 204. */
export const deleteReportedQuip = (quipId: string) => api.delete<void>(adminUrl("quips", quipId));

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
