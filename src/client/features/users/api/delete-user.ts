import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** An administrator removes a member and everything they wrote (never QuipBot). */
export const deleteUser = ({ id }: { id: string }) =>
  callApi("DELETE /api/admin/users/:id", { params: { id } });

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
