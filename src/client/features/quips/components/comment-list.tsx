import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { InlineLoadError } from "../../../components/ui/inline-load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useNow } from "../../../lib/use-now";
import { findPendingAction } from "../../auth";
import { countComments, useComments } from "../api/get-comments";
import { CommentItem } from "./comment-item";

/** "Comments (n)": the thread with its replies; one reply form open at a time. */
export function CommentList({ quipId }: { quipId: string }) {
  const comments = useComments(quipId);
  // A reply typed before signing in reopens its box; the form itself picks the text up.
  const [replyingTo, setReplyingTo] = useState<string | null>(
    () => findPendingAction("comment", (draft) => draft.quipId === quipId)?.parentCommentId ?? null,
  );
  const count = comments.data ? countComments(comments.data) : null;
  const now = new Date(useNow());

  return (
    <Card as="section" aria-labelledby="comments-title" className="p-4 sm:p-5">
      <h2 id="comments-title" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <MessageCircle aria-hidden="true" className="size-5 text-brand" />
        Comments{count === null ? null : ` (${count})`}
      </h2>
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
      ) : comments.isError ? (
        <InlineLoadError
          message="Failed to load comments."
          onRetry={() => void comments.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : comments.data.length === 0 ? (
        <p className="mt-3 text-gray-700">No comments yet. Start the conversation!</p>
      ) : (
        <ul className="mt-4 space-y-5">
          {comments.data.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              quipId={quipId}
              replyingTo={replyingTo}
              onReplyingToChange={setReplyingTo}
              now={now}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
