import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/features/admin/api/admin-keys.ts";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import type { MessageAnswer } from "#shared/schemas/message.ts";

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
