import { useIsMutating, useMutationState, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import {
  type CommentRef,
  deleteCommentMutationKey,
} from "#client/features/quips/api/change-comment.ts";
import { createCommentMutationKey } from "#client/features/quips/api/create-comment.ts";
import { cachedCommentIds } from "#client/features/quips/utils/comment-cache.ts";
import { useLiveEvent } from "#client/lib/live/live-provider.tsx";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentPage } from "#shared/schemas/comments.ts";

/**
 * The comments and replies the stream announced for the quip (only those the reader would
 * find on reloading it) that the reader does not hold yet, and `load`, which reads the pages
 * and reply lists the reader holds again and brings them in. Nothing moves until then. The
 * reader's own comment joins the pages when its answer comes, so it is never offered; one
 * loaded out of sight (a reply past its comment's first ones, or on a page not read yet) is not
 * offered again, nor is one the reader deleted after the stream announced it.
 */
export function useNewComments(quipId: string) {
  const queryClient = useQueryClient();
  const [announced, setAnnounced] = useState<readonly string[]>([]);
  const loaded = useRef(new Set<string>());
  useLiveEvent("comments", (event) => {
    if (event.quipId !== quipId) return;
    setAnnounced((known) => {
      const fresh = event.commentIds.filter((id) => !known.includes(id) && !loaded.current.has(id));
      return fresh.length > 0 ? [...known, ...fresh] : known;
    });
  });
  const isPosting = useIsMutating({ mutationKey: createCommentMutationKey }) > 0;
  // Read at each render of the list, which its pages changing brings; the replies "Show more
  // replies" brought are read with them.
  const held = cachedCommentIds(queryClient, quipId);
  const deleted = useMutationState({
    filters: { mutationKey: deleteCommentMutationKey, status: "success" },
    select: (mutation) => (mutation.state.variables as CommentRef).commentId,
  });
  for (const id of deleted) loaded.current.add(id);
  const unseen = isPosting
    ? 0
    : announced.filter((id) => !held.has(id) && !loaded.current.has(id)).length;

  async function load(): Promise<{ isError: boolean }> {
    const offered = announced;
    await queryClient.invalidateQueries({ queryKey: quipKeys.comments(quipId) });
    const isError = queryClient.getQueryState(quipKeys.comments(quipId))?.status === "error";
    if (!isError) {
      for (const id of offered) loaded.current.add(id);
      setAnnounced((known) => known.filter((id) => !offered.includes(id)));
    }
    return { isError };
  }

  return { unseen, load };
}

/**
 * "Comments (n)": every comment and reply on the quip, as a reload counts them (those of
 * members the reader mutes too). A count the stream sends is held against the first page it
 * arrived over: a first page read since (new comments, a reset, the reader's own comment) is
 * as new as it. When the count falls below what the pages were read with, comments were
 * removed (their writer's account with them): the pages are read again, so they go.
 */
export function useCommentCount(
  quipId: string,
  firstPage: CommentPage | undefined,
  fallback: number,
  onRemoved: () => void,
): number {
  const [live, setLive] = useState<{ count: number; over: CommentPage | undefined } | null>(null);
  useLiveEvent("counts", (event) => {
    if (event.quipId !== quipId) return;
    setLive({ count: event.commentsCount, over: firstPage });
    if (firstPage && event.commentsCount < firstPage.total) onRemoved();
  });
  return live && live.over === firstPage ? live.count : (firstPage?.total ?? fallback);
}
