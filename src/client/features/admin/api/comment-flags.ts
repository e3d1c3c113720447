import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { FlaggedComment } from "#shared/schemas/moderation.ts";
import { adminKeys } from "./admin-keys";

/** The reported comments, one row each with its pending reports, latest first. */
export const getFlaggedComments = () => callApi("GET /api/admin/flagged-comments");

export function useFlaggedComments() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.commentFlags(), queryFn: getFlaggedComments }),
  );
}

function refreshAfter(queryClient: ReturnType<typeof useQueryClient>, row: FlaggedComment) {
  return () => {
    for (const queryKey of [
      adminKeys.flags(),
      adminKeys.log(),
      quipKeys.comments(row.comment.quipId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** An administrator removes a reported comment (a stub stays over its replies); logged. */
export function useRemoveReportedComment(row: FlaggedComment) {
  const queryClient = useQueryClient();
  const refresh = refreshAfter(queryClient, row);
  return useMutation({
    mutationFn: () => callApi("DELETE /api/comments/:id", { params: { id: row.comment.id } }),
    onSuccess: () => {
      toast({ title: COMMENT_MSG.removed, variant: "success" });
      refresh();
      void queryClient.invalidateQueries({ queryKey: quipKeys.detail(row.comment.quipId) });
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.removeComment),
  });
}

/** Dismisses every pending report on the comment; it stays as it is. */
export function useDismissCommentFlags(row: FlaggedComment) {
  const queryClient = useQueryClient();
  const refresh = refreshAfter(queryClient, row);
  return useMutation({
    mutationFn: () =>
      callApi("DELETE /api/admin/comments/:id/flags", { params: { id: row.comment.id } }),
    onSuccess: () => {
      toast({ title: ADMIN_MSG.done.flagsDismissed(row.reportCount), variant: "success" });
      refresh();
    },
    onError: (error) => toastAdminFailure(error, ADMIN_MSG.failed.dismissFlag),
  });
}
