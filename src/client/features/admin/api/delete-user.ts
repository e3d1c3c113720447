import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/** Removes a member and everything they wrote (not oneself, not QuipBot). Answers 204. */
export const deleteUser = (id: string) =>
  callApi("DELETE /api/admin/users/:id", { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      toast({ title: ADMIN_MSG.userDeleted, variant: "success" });
      for (const queryKey of [adminKeys.all, quipKeys.all, userKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.deleteUser),
  });
}
