import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patchCommentInCaches } from "#client/features/quips/utils/comment-cache.ts";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { CommentFlagInput } from "#shared/schemas/flags.ts";

/** Which comment, on which quip (the caches are the quip's). */
export type CommentRef = { quipId: string; commentId: string };

/** Its author rewords it within 15 minutes; answers the comment as it now reads. */
export const editComment = ({ commentId, content }: CommentRef & { content: string }) =>
  callApi("PATCH /api/comments/:id", { params: { id: commentId }, body: { content } });

export const deleteCommentMutationKey = [...quipKeys.all, "delete-comment"] as const;

/** Its author (or an administrator) deletes it: a stub stays when it has replies. 204. */
export const deleteComment = ({ commentId }: CommentRef) =>
  callApi("DELETE /api/comments/:id", { params: { id: commentId } });

/** The quip's author folds it for everyone, or unfolds it. */
export const hideComment = ({ commentId }: CommentRef) =>
  callApi("POST /api/comments/:id/hide", { params: { id: commentId } });

export const flagComment = ({ commentId, ...body }: CommentRef & CommentFlagInput) =>
  callApi("POST /api/comments/:id/flag", { params: { id: commentId }, body });

function failed(title: string) {
  return (error: Error) => {
    if (!handleUnauthorized(error)) {
      toast({ title, ...refusalDescription(error), variant: "destructive" });
    }
  };
}

/** The edited comment takes its place wherever it is cached; a refusal is said in its own words. */
export function useEditComment({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editComment,
    onSuccess: (comment, { quipId }) => {
      const { content, isEdited, editedAt } = comment;
      patchCommentInCaches(queryClient, quipId, comment.id, { content, isEdited, editedAt });
      toast({ title: COMMENT_MSG.editSaved, variant: "success" });
      onSuccess?.();
    },
  });
}

/**
 * The thread is read again (a stub or nothing may take the comment's place, and a stub above
 * it may go), and the quip's count with it.
 */
export function useDeleteComment({ isOwn, onSuccess }: { isOwn: boolean; onSuccess?: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCommentMutationKey,
    mutationFn: deleteComment,
    onSuccess: (_result, { quipId }) => {
      void queryClient.invalidateQueries({ queryKey: quipKeys.comments(quipId) });
      void queryClient.invalidateQueries({ queryKey: quipKeys.detail(quipId) });
      toast({ title: isOwn ? COMMENT_MSG.deleted : COMMENT_MSG.removed, variant: "success" });
      onSuccess?.();
    },
    onError: failed(COMMENT_MSG.deleteFailed),
  });
}

export function useHideComment({ isHidden }: { isHidden: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideComment,
    onSuccess: (state, { quipId, commentId }) => {
      patchCommentInCaches(queryClient, quipId, commentId, state);
      toast({
        title: state.isHidden ? COMMENT_MSG.hidden : COMMENT_MSG.unhidden,
        variant: "success",
      });
    },
    onError: failed(isHidden ? COMMENT_MSG.unhideFailed : COMMENT_MSG.hideFailed),
  });
}

export function useFlagComment({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: flagComment,
    onSuccess: () => {
      toast({ title: COMMENT_MSG.reported, variant: "success" });
      onSuccess();
    },
    onError: failed(COMMENT_MSG.reportFailed),
  });
}
