import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/** Empties a scheduled day (the generator fills it again later). Answers 204. */
export const deleteScheduledTopic = (id: string) =>
  callApi("DELETE /api/admin/scheduled-topics/:id", { params: { id } });

export function useDeleteScheduledTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScheduledTopic,
    onSuccess: () => {
      toast({ title: ADMIN_MSG.done.scheduledTopicDeleted, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.scheduledTopics() });
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.deleteScheduledTopic),
  });
}
