import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

/**
 * Who wrote a quip, for an administrator who asks; while the quip is anonymous the server
 * records the ask in the log. A mutation, not a query: it is an act, made once on purpose,
 * never refetched or prefetched behind the administrator's back.
 */
export const getQuipAuthor = (quipId: string) =>
  callApi("GET /api/admin/quips/:id/author", { params: { id: quipId } });

export function useQuipAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getQuipAuthor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.log() }),
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.moderation.failed.author),
  });
}
