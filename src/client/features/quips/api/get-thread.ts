import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { getQuip, getQuipQueryOptions } from "#client/entities/quip/index.ts";
import { callApi } from "#client/lib/api-client.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentPages } from "./get-comments";

/**
 * The quip of an opened page. While its comments are not in hand, one request brings both
 * (GET /api/quips/:id/thread) and the first page of comments waits in its own cache for the
 * list below the quip; once they are, the quip alone is asked for, so a later refresh of the
 * quip leaves the comments as the reader has them.
 */
export function useOpenedQuip(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...getQuipQueryOptions(id), queryFn: () => readOpenedQuip(queryClient, id) });
}

async function readOpenedQuip(queryClient: QueryClient, id: string) {
  if (queryClient.getQueryData(quipKeys.comments(id))) return getQuip(id);
  const thread = await callApi("GET /api/quips/:id/thread", { params: { id } });
  queryClient.setQueryData<CommentPages>(quipKeys.comments(id), {
    pages: [thread.comments],
    pageParams: [null],
  });
  return thread.quip;
}
