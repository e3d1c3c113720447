import { useIsMutating } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { COMMENT_MSG } from "../../../../shared/comment-messages";
import { LIMITS } from "../../../../shared/limits";
import type { CommentPage } from "../../../../shared/schemas/comment";
import { Card } from "../../../components/ui/card";
import { InlineLoadError } from "../../../components/ui/inline-load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { useLoadMoreNear } from "../../../lib/use-load-more-near";
import { useNow } from "../../../lib/use-now";
import { findPendingAction } from "../../auth";
import { createCommentMutationKey } from "../api/create-comment";
import { useComments } from "../api/get-comments";
import { CommentItem, type CommentThread } from "./comment-item";
import { NewCommentsButton } from "./new-comments-button";
import { QuipListLoadingMore } from "./quip-list-status";

const m = COMMENT_MSG;

/**
 * "Comments (n)": newest first, the next ten loading as the reader nears the end, each with
 * its first replies; one reply form open at a time. `commentsCount` is the quip's own count,
 * shown until the first page says how many there are now. When the stream says there are more
 * than the pages were loaded with, a button offers the new comments; nothing moves until it is
 * pressed.
 */
export function CommentList({ quipId, commentsCount }: { quipId: string; commentsCount: number }) {
  const comments = useComments(quipId);
  // A reply typed before signing in reopens its box; the form itself picks the text up.
  const [replyingTo, setReplyingTo] = useState<string | null>(
    () => findPendingAction("comment", (draft) => draft.quipId === quipId)?.parentCommentId ?? null,
  );
  const thread: CommentThread = {
    quipId,
    replyingTo,
    onReplyingToChange: setReplyingTo,
    now: new Date(useNow()),
  };
  const mayLoadMore =
    comments.hasNextPage && !comments.isFetchingNextPage && !comments.isFetchNextPageError;
  const sentinel = useLoadMoreNear({
    enabled: mayLoadMore,
    thresholdPx: LIMITS.commentsScrollThresholdPx,
    onLoadMore: () => void comments.fetchNextPage(),
    pageCount: comments.data?.pages.length ?? 0,
  });
  const firstPage = comments.data?.pages[0];
  const unseen = useUnseenComments(quipId, firstPage);
  const count = (firstPage?.total ?? commentsCount) + unseen;
  const shown = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <Card as="section" aria-labelledby="comments-title" className="p-4 sm:p-5">
      <h2 id="comments-title" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <MessageCircle aria-hidden="true" className="size-5 text-brand" />
        Comments ({count})
      </h2>
      <NewCommentsButton
        count={unseen}
        firstPage={firstPage}
        isLoading={comments.isRefetching}
        onLoad={() => comments.refetch()}
      />
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="mt-4 space-y-4">
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : comments.isError && !comments.data ? (
        <InlineLoadError
          message={m.loadFailed}
          onRetry={() => void comments.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : shown.length === 0 ? (
        // Not "no comments yet" under a button offering the first ones.
        unseen > 0 ? null : (
          <p className="mt-3 text-gray-700">{m.empty}</p>
        )
      ) : (
        <>
          <ul aria-busy={comments.isFetchingNextPage} className="mt-4 space-y-5">
            {shown.map((comment) => (
              <CommentItem key={comment.id} comment={comment} thread={thread} />
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {comments.isFetchingNextPage ? <QuipListLoadingMore label={m.loadingMore} /> : null}
          {comments.isFetchNextPageError ? (
            <InlineLoadError
              message={m.loadMoreFailed}
              onRetry={() => void comments.fetchNextPage()}
              className="mt-4 text-gray-800"
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

/**
 * How many comments (replies too) the stream's `counts` say the quip has beyond the pages
 * shown. A count is held against the first page it arrived over: a first page loaded since
 * (the new comments, a reset, the reader's own comment) is as new as it. Later pages leave it.
 */
function useUnseenComments(quipId: string, firstPage: CommentPage | undefined): number {
  const [live, setLive] = useState<{ count: number; over: CommentPage | undefined } | null>(null);
  useLiveEvent("counts", (event) => {
    if (event.quipId === quipId) setLive({ count: event.commentsCount, over: firstPage });
  });
  // The reader's own comment joins the pages when its answer comes: not news to them.
  const isPosting = useIsMutating({ mutationKey: createCommentMutationKey }) > 0;
  if (!live || !firstPage || live.over !== firstPage || isPosting) return 0;
  return Math.max(0, live.count - firstPage.total);
}
