import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/** How many members' reports hide a quip pending review. */
export const getAutoHide = () => callApi("GET /api/admin/auto-hide");

export const getAutoHideQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.autoHide(), queryFn: getAutoHide });

export function useAutoHide() {
  return useQuery(getAutoHideQueryOptions());
}

export const updateAutoHide = (reports: number) =>
  callApi("PUT /api/admin/auto-hide", { body: { reports } });

/**
 * A new threshold applies at once: the reported quips and the feeds are read again. The form
 * shows a refusal under its field; a signed-out answer goes to sign in.
 */
export function useUpdateAutoHide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutoHide,
    onSuccess: (setting) => {
      queryClient.setQueryData(adminKeys.autoHide(), setting);
      toast({ title: ADMIN_MSG.moderation.done.autoHideSaved, variant: "success" });
      for (const queryKey of [adminKeys.flags(), adminKeys.log(), quipKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => handleUnauthorized(error),
  });
}
