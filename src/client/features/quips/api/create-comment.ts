import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { addCommentToCaches } from "#client/features/quips/utils/comment-cache.ts";
import { callApi } from "#client/lib/api-client.ts";
import { heldPostKeys, quipKeys } from "#client/lib/query-keys.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { CreateCommentInput as CommentBody } from "#shared/schemas/comments.ts";

/** `parentCommentId` is set for a reply; the server refuses nesting deeper than three levels. */
export type CreateCommentInput = z.infer<typeof CommentBody> & { quipId: string };

export const createComment = ({ quipId, content, parentCommentId }: CreateCommentInput) =>
  callApi("POST /api/quips/:id/comments", {
    params: { id: quipId },
    body: {
      content,
      parentCommentId: parentCommentId ?? null,
    },
  });

export const createCommentMutationKey = [...quipKeys.all, "comment"] as const;

/**
 * Shows the new comment at once in the pages already read (asking for them all again would
 * cost a request per page), and refreshes the quip (its comment count) and the cached feeds.
 * A comment a watched word holds is not posted: it joins the author's held posts instead.
 */
export function useCreateComment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createComment>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationKey: createCommentMutationKey,
    mutationFn: createComment,
    onSuccess: (comment, input, ...args) => {
      if ("held" in comment) {
        void queryClient.invalidateQueries({ queryKey: heldPostKeys.own() });
        return onSuccess?.(comment, input, ...args);
      }
      if (!addCommentToCaches(queryClient, input.quipId, comment)) {
        void queryClient.invalidateQueries({ queryKey: quipKeys.comments(input.quipId) });
      }
      void queryClient.invalidateQueries({ queryKey: quipKeys.detail(input.quipId) });
      void queryClient.invalidateQueries({ queryKey: quipKeys.feeds() });
      return onSuccess?.(comment, input, ...args);
    },
  });
}
