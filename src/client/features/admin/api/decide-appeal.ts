import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { DecideAppealInput } from "#shared/schemas/warnings.ts";
import { dropFromQueue, refreshQueue } from "./queue-actions";

export type DecideAppealRequest = DecideAppealInput & { warningId: string };

/** Upholds or overturns the appeal of a warning, named by the warning's id. Answers 204. */
export const decideAppeal = ({ warningId, ...body }: DecideAppealRequest) =>
  callApi("POST /api/moderation/appeals/:id/decide", { params: { id: warningId }, body });

/** The dialog shows a refusal itself; a decided appeal leaves the queue at once. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (_result, { warningId, outcome }) => {
      dropFromQueue(queryClient, { kind: "appeal", id: warningId });
      const done = ADMIN_MSG.moderation.done;
      toast({
        title: outcome === "overturned" ? done.appealOverturned : done.appealUpheld,
        variant: "success",
      });
      refreshQueue(queryClient);
    },
  });
}
