import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../../shared/schemas/message";
import { toast } from "../../../lib/toast/use-toast";
import { adminKeys } from "../api/admin-keys";
import { toastAdminFailure } from "../lib/admin-failure";

/**
 * A schedule tool answers a message: shown as is, and the scheduled list refreshes. An answer
 * that changed nothing (`changedSomething` false) is news, not a success: it says why.
 */
export function useScheduleTool<TInput, TAnswer extends MessageAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  fallback: string,
  changedSomething: (answer: TAnswer) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      toast({ title: answer.message, variant: changedSomething(answer) ? "success" : "default" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.scheduledTopics() });
    },
    onError: (error) => toastAdminFailure(error, fallback),
  });
}
