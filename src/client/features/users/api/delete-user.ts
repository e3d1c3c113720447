import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import { api } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import type { MutationConfig } from "../../../lib/react-query";
import { refusalText } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";

/** An administrator removes a member and everything they wrote (never QuipBot). */
export const deleteUser = ({ id }: { id: string }) =>
  api.delete<void>(`/api/admin/users/${encodeURIComponent(id)}`);

/** "User deleted successfully", or the server's refusal / "Failed to delete user". */
export function useDeleteUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteUser>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteUser,
    onSuccess: (result, input, ...args) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(input.id) });
      void queryClient.invalidateQueries({ queryKey: quipKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      toast({ title: ADMIN_MSG.userDeleted, variant: "success" });
      return onSuccess?.(result, input, ...args);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const description = refusalText(error);
      toast({
        title: ADMIN_MSG.failed.deleteUser,
        ...(description ? { description } : {}),
        variant: "destructive",
      });
    },
  });
}
