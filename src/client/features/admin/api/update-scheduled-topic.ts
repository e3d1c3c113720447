import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { api } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { ScheduledTopic } from "#shared/schemas/topics.admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** An administrator's own wording for a day (409 when the words were used or scheduled). */
export const updateScheduledTopic = ({ id, topic }: { id: string; topic: string }) =>
  api.put<ScheduledTopic>(adminUrl("scheduled-topics", id), { topic });

export function useUpdateScheduledTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScheduledTopic,
    onSuccess: (row) => {
      toast({
        title: ADMIN_MSG.done.scheduledTopicUpdated,
        description: row.topic,
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.scheduledTopics() });
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.updateScheduledTopic),
  });
}
