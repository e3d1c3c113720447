import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/** An administrator's own wording for a day (409 when the words were used or scheduled). */
export const updateScheduledTopic = ({ id, topic }: { id: string; topic: string }) =>
  callApi("PUT /api/admin/scheduled-topics/:id", { params: { id }, body: { topic } });

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
