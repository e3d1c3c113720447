import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QuipBotProfileInput } from "#shared/schemas/admin.ts";

/** An administrator edits the automated account's names, bio and website. */
export const updateQuipBot = (input: QuipBotProfileInput) =>
  callApi("PATCH /api/admin/quipbot/profile", { body: input });

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
