import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { QuipListLoadingMore, useAdminMode } from "#client/entities/quip/index.ts";
import { useComments } from "#client/features/quips/api/get-comments.ts";
import { useCommentCount, useNewComments } from "#client/features/quips/hooks/use-live-comments.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { findPendingAction } from "#client/lib/auth/pending-action.ts";
import { useLoadMoreNear } from "#client/lib/use-load-more-near.ts";
import { useNow } from "#client/lib/use-now.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { CommentItem, type CommentThread } from "./comment-item";
import { NewCommentsButton } from "./new-comments-button";

const m = COMMENT_MSG;

/**
 * "Comments (n)": newest first, the next ten loading as the reader nears the end, each with
 * its first replies; one reply form open at a time. `commentsCount` is the quip's own count,
 * shown until the first page says how many there are now; the stream keeps it. When the stream
 * announces comments the reader would read and does not hold, a button offers them; nothing
 * moves until it is pressed. `isQuipOwn`: the reader wrote the quip, and may fold its comments.
 */
export function CommentList({
  quipId,
  commentsCount,
  isQuipOwn,
}: {
  quipId: string;
  commentsCount: number;
  isQuipOwn: boolean;
}) {
  const comments = useComments(quipId);
  const { data: user } = useCurrentUser();
  const isAdminMode = useAdminMode();
  // A reply typed before signing in reopens its box; the form itself picks the text up.
  const [replyingTo, setReplyingTo] = useState<string | null>(
    () => findPendingAction("comment", (draft) => draft.quipId === quipId)?.parentCommentId ?? null,
  );
  const thread: CommentThread = {
    quipId,
    replyingTo,
    onReplyingToChange: setReplyingTo,
    now: new Date(useNow()),
    powers: {
      isQuipOwn,
      mayRemove: isAdminMode && user?.isAdmin === true,
      isSignedIn: Boolean(user),
    },
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
  const { unseen, load } = useNewComments(quipId);
  const count = useCommentCount(quipId, firstPage, commentsCount, () => void comments.refetch());
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
        onLoad={load}
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
        // Not "no comments yet" under a button offering the first ones, nor under a count the
        // reader's mutes and blocks emptied (a visitor sees every comment counted).
        unseen > 0 ? null : (
          <p className="mt-3 text-gray-700">{count > 0 && user ? m.allHidden : m.empty}</p>
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
