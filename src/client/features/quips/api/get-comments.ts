import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CommentView } from "../../../../shared/schemas/quip";
import { api } from "../../../lib/api-client";
import { quipKeys } from "../../../lib/query-keys";

/** The quip's comments as a tree: top-level comments with their replies (three levels). */
export const getComments = (quipId: string) =>
  api.get<CommentView[]>(`/api/quips/${encodeURIComponent(quipId)}/comments`);

export const getCommentsQueryOptions = (quipId: string) =>
  queryOptions({ queryKey: quipKeys.comments(quipId), queryFn: () => getComments(quipId) });

export function useComments(quipId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCommentsQueryOptions(quipId), enabled });
}

/** Every comment in the tree, replies included. */
export function countComments(comments: readonly CommentView[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
}
