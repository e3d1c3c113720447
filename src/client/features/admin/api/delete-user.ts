import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG } from "../../../../shared/messages/admin";
import { api } from "../../../lib/api-client";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast/use-toast";
import { toastAdminFailure } from "../lib/admin-failure";
import { adminKeys, adminUrl } from "./admin-keys";

/** Removes a member and everything they wrote (not oneself, not QuipBot). Answers 204. */
export const deleteUser = (id: string) => api.delete<void>(adminUrl("users", id));

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
