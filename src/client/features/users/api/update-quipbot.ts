import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import type { QuipBotProfile, QuipBotProfileInput } from "../../../../shared/schemas/admin";
import { api } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { userKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";
import { refusalText } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";

/** An administrator edits the automated account's names, bio and website. */
export const updateQuipBot = (input: QuipBotProfileInput) =>
  api.patch<QuipBotProfile>("/api/admin/quipbot/profile", input);

/** Saves QuipBot's details; "Failed to update QuipBot profile" (with the reason) on failure. */
export function useUpdateQuipBot({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateQuipBot>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateQuipBot,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      toast({ title: "QuipBot profile updated", variant: "success" });
      return onSuccess?.(result, ...args);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const description = refusalText(error);
      toast({
        title: ADMIN_MSG.failed.updateQuipBot,
        ...(description ? { description } : {}),
        variant: "destructive",
      });
    },
  });
}
