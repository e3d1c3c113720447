import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { SuspendInput } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

export type SuspendMemberInput = SuspendInput & { id: string; username: string };

/**
 * Suspends a member until an instant or indefinitely, with the reason they will read. The
 * moderation call, which administrators and moderators share (decision 0152), from the Users
 * tab and the queue alike.
 */
export const suspendMember = ({ id, until, reason }: SuspendMemberInput) =>
  callApi("POST /api/moderation/users/:id/suspend", { params: { id }, body: { until, reason } });

/** The dialog shows a refusal itself; success says so and refreshes the lists and the log. */
export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSuccess: (_result, { username }) => {
      toast({
        title: ADMIN_MSG.moderation.done.suspended,
        description: `@${username}`,
        variant: "success",
      });
      for (const queryKey of [adminKeys.users(), adminKeys.queue(), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
