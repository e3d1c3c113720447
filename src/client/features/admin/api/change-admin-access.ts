import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

export type ChangeAdminAccessInput = { id: string; username: string; grant: boolean };

/** Grants or revokes administrator rights (never one's own, never QuipBot's). Answers 204. */
export const changeAdminAccess = ({ id, grant }: ChangeAdminAccessInput) =>
  callApi(
    grant ? "POST /api/admin/users/:id/grant-admin" : "POST /api/admin/users/:id/revoke-admin",
    { params: { id } },
  );

export function useChangeAdminAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminAccess,
    onSuccess: (_result, { grant, username }) => {
      toast({
        title: grant ? ADMIN_MSG.done.adminGranted : ADMIN_MSG.done.adminRevoked,
        description: `@${username}`,
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (error, { grant }) =>
      toastAdminFailure(error, grant ? ADMIN_MSG.failed.grantAdmin : ADMIN_MSG.failed.revokeAdmin),
  });
}
