import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../../shared/schemas/message";
import { toast } from "../../../components/ui/use-toast";
import { adminKeys } from "../api/admin-keys";
import { toastAdminFailure } from "../lib/admin-failure";

/** A schedule tool answers a message: shown as is, and the scheduled list refreshes. */
export function useScheduleTool<TInput>(
  mutationFn: (input: TInput) => Promise<MessageAnswer>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ message }) => {
      toast({ title: message, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.scheduledTopics() });
    },
    onError: (error) => toastAdminFailure(error, fallback),
  });
}
