import { Reply, UserRound } from "lucide-react";
import { useRef } from "react";
import { Link } from "wouter";
import { LinkedText } from "#client/components/ui/linked-text.tsx";
import { MutedWordFold } from "#client/components/ui/muted-word-fold.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { YouMarker } from "#client/entities/quip/index.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import { CommentForm } from "./comment-form";
import { CommentReplies } from "./comment-replies";

/** The quip's author commenting on their still-anonymous quip is never named. */
export const ANONYMOUS_AUTHOR = "anonymous (author)";

export function commentAuthorName(comment: CommentView): string {
  return comment.author?.username ?? ANONYMOUS_AUTHOR;
}

/** What every comment of one quip's list shares. */
export type CommentThread = {
  quipId: string;
  /** The one comment whose reply form is open, if any. */
  replyingTo: string | null;
  onReplyingToChange: (commentId: string | null) => void;
  now: Date;
};

/**
 * A comment with its replies nested below it (three levels; Reply only below the third). One
 * with a muted word of the reader's is a line until opened; its replies show as they are.
 */
export function CommentItem({ comment, thread }: { comment: CommentView; thread: CommentThread }) {
  const { quipId, replyingTo, onReplyingToChange, now } = thread;
  const { author } = comment;
  const name = commentAuthorName(comment);
  const isReplying = replyingTo === comment.id;
  const mayReply = comment.depth < LIMITS.replyDepthMax;
  const replyButton = useRef<HTMLButtonElement>(null);
  // Cancel, Escape or a posted reply closes the box; focus goes back to the Reply that opened it.
  const closeReply = () => {
    onReplyingToChange(null);
    replyButton.current?.focus();
  };

  const article = (
    <article aria-label={`Comment by ${name}`} className="flex gap-3">
      {author ? (
        <UserAvatar user={author} size="sm" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-200 text-gray-600"
        >
          <UserRound className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {author ? (
            <Link
              href={paths.profile.getHref(author.id)}
              className="font-semibold text-gray-900 hover:underline"
            >
              {author.username}
            </Link>
          ) : (
            <span className="font-semibold text-gray-700">{name}</span>
          )}
          {!author && comment.isOwn ? <YouMarker /> : null}
          {author && comment.isQuipAuthor ? (
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
              Author
            </span>
          ) : null}
          <time dateTime={comment.createdAt} className="text-gray-600">
            {relativeTime(comment.createdAt, now)}
          </time>
        </p>
        <p className="mt-1 break-words whitespace-pre-wrap text-gray-900">
          <LinkedText text={comment.content} />
        </p>
        {mayReply ? (
          <button
            ref={replyButton}
            type="button"
            aria-expanded={isReplying}
            onClick={() => onReplyingToChange(isReplying ? null : comment.id)}
            className="mt-1 -ml-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          >
            <Reply aria-hidden="true" className="size-4" />
            Reply<span className="sr-only"> to {name}</span>
          </button>
        ) : null}
        {isReplying ? (
          <CommentForm
            quipId={quipId}
            parentCommentId={comment.id}
            label={`Reply to ${name}`}
            autoFocus
            onPosted={closeReply}
            onCancel={closeReply}
            className="mt-2"
          />
        ) : null}
      </div>
    </article>
  );
  return (
    <li>
      {comment.containsMutedWord ? (
        <MutedWordFold what="this comment" label="Hidden comment">
          {article}
        </MutedWordFold>
      ) : (
        article
      )}
      <CommentReplies
        comment={comment}
        quipId={quipId}
        authorName={name}
        renderReply={(reply) => <CommentItem key={reply.id} comment={reply} thread={thread} />}
      />
    </li>
  );
}
