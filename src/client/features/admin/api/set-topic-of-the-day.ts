import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys, topicKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/** Replaces today's topic with the administrator's own (201 with the topic row). */
export const setTopicOfTheDay = (topic: string) =>
  callApi("POST /api/topic-of-the-day", { body: { topic } });

export function useSetTopicOfTheDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTopicOfTheDay,
    onSuccess: (row) => {
      toast({ title: ADMIN_MSG.done.topicSet, description: row.topic, variant: "success" });
      for (const queryKey of [topicKeys.all, adminKeys.all, quipKeys.feeds()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.setTopic),
  });
}
