import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useMoreReplies } from "#client/features/quips/api/get-replies.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { CommentView } from "#shared/schemas/comments.ts";

const m = COMMENT_MSG;

/** Each comment once, where it first came: a reply just posted may come again with a later page. */
function uniqueById(comments: CommentView[]): CommentView[] {
  const seen = new Set<string>();
  return comments.filter((comment) => {
    if (seen.has(comment.id)) return false;
    seen.add(comment.id);
    return true;
  });
}

/**
 * A comment's replies: the first ones it came with, then ten more at each "Show more replies",
 * oldest first. `renderReply` draws one (a comment item, which draws this in turn).
 */
export function CommentReplies({
  comment,
  quipId,
  authorName,
  renderReply,
}: {
  comment: CommentView;
  quipId: string;
  /** Who wrote the comment, for the button's accessible name. */
  authorName: string;
  renderReply: (reply: CommentView) => ReactNode;
}) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useMoreReplies(quipId, comment, wantsMore);
  const replies = uniqueById([
    ...comment.replies,
    ...(more.data?.pages.flatMap((page) => page.replies) ?? []),
  ]);
  const hasMore = more.data ? more.hasNextPage : comment.repliesCursor !== null;
  const isLoading = more.isFetching && (more.isPending || more.isFetchingNextPage);
  const failed = more.isError && !isLoading;
  if (replies.length === 0 && !hasMore) return null;

  const showMore = () => {
    if (!more.data) {
      if (wantsMore) void more.refetch();
      else setWantsMore(true);
    } else void more.fetchNextPage();
  };
  return (
    <div className="mt-4 ml-4 border-l-2 border-gray-100 pl-3 sm:ml-5 sm:pl-5">
      {replies.length > 0 ? (
        <ul aria-busy={isLoading} className="space-y-4">
          {replies.map(renderReply)}
        </ul>
      ) : null}
      {failed ? (
        <InlineLoadError message={m.repliesFailed} onRetry={showMore} className="mt-3 text-sm" />
      ) : hasMore ? (
        <button
          type="button"
          onClick={showMore}
          disabled={isLoading}
          className="mt-3 -ml-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-brand-strong hover:bg-brand-soft disabled:cursor-wait"
        >
          {isLoading ? (
            <>
              <Spinner className="size-4" />
              {m.loadingReplies}
            </>
          ) : (
            <>
              <ChevronDown aria-hidden="true" className="size-4" />
              {m.showMoreReplies(comment.repliesCount - replies.length)}
              <span className="sr-only"> to {authorName}</span>
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}
