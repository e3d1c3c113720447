import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

export type LiftSuspensionInput = { id: string; username: string };

/** Ends a member's suspension now, by the moderation call the queue uses too. Answers 204. */
export const liftSuspension = ({ id }: LiftSuspensionInput) =>
  callApi("POST /api/moderation/users/:id/unsuspend", { params: { id } });

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: (_result, { username }) => {
      toast({
        title: ADMIN_MSG.moderation.done.lifted,
        description: `@${username}`,
        variant: "success",
      });
      for (const queryKey of [adminKeys.users(), adminKeys.queue(), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.moderation.failed.lift),
  });
}
