import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { WarnInput } from "#shared/schemas/warnings.ts";
import { dropFromQueue, refreshQueue } from "./queue-actions";

export type WarnMemberInput = WarnInput & { id: string; username: string };

/** Warns a member, citing one of their quips or comments or nothing (decision 0158). 201. */
export const warnMember = ({ id, reason, quipId, commentId }: WarnMemberInput) =>
  callApi("POST /api/moderation/users/:id/warnings", {
    params: { id },
    body: { reason, quipId, commentId },
  });

/**
 * The dialog shows a refusal itself. A warning takes the member's pending reports out of the
 * queue, so their item leaves it at once.
 */
export function useWarnMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: warnMember,
    onSuccess: (_warning, { id, username }) => {
      dropFromQueue(queryClient, { kind: "member", id });
      toast({
        title: ADMIN_MSG.moderation.done.warned,
        description: `@${username}`,
        variant: "success",
      });
      refreshQueue(queryClient);
    },
  });
}
