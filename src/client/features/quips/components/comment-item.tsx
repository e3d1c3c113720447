import { Reply, UserRound } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { LinkedText } from "#client/components/ui/linked-text.tsx";
import { MutedWordFold } from "#client/components/ui/muted-word-fold.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { YouMarker } from "#client/entities/quip/index.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import { CommentActionButton, CommentActions, type CommentPowers } from "./comment-actions";
import { CommentEditForm } from "./comment-edit-form";
import { CommentForm } from "./comment-form";
import { CommentReplies } from "./comment-replies";
import { CommentReportForm } from "./comment-report-form";
import { HiddenCommentFold } from "./hidden-comment-fold";

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
  powers: CommentPowers;
};

/**
 * A comment with its replies nested below it (three levels; Reply only below the third). One
 * with a muted word of the reader's is a line until opened, as is one the quip's author hid;
 * its replies show as they are. A deleted one with replies is a line in its place. Its author
 * edits it in place; the actions under it say who may do what (CommentActions).
 */
export function CommentItem({ comment, thread }: { comment: CommentView; thread: CommentThread }) {
  const { quipId, replyingTo, onReplyingToChange, now } = thread;
  const { author } = comment;
  const name = commentAuthorName(comment);
  const isReplying = replyingTo === comment.id;
  const mayReply = comment.depth < LIMITS.replyDepthMax && !comment.isDeleted;
  const [mode, setMode] = useState<"read" | "edit" | "report">("read");
  const actionsStart = useRef<HTMLDivElement>(null);
  const closeMode = () => {
    setMode("read");
    actionsStart.current?.querySelector("button")?.focus();
  };
  const replyButton = useRef<HTMLButtonElement>(null);
  // Cancel, Escape or a posted reply closes the box; focus goes back to the Reply that opened it.
  const closeReply = () => {
    onReplyingToChange(null);
    replyButton.current?.focus();
  };

  if (comment.isDeleted) {
    return (
      <li>
        <article aria-label={COMMENT_MSG.deletedStub} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500"
          >
            <UserRound className="size-4" />
          </span>
          <p className="text-sm text-gray-600 italic">{COMMENT_MSG.deletedStub}</p>
        </article>
        <CommentReplies
          comment={comment}
          quipId={quipId}
          authorName={COMMENT_MSG.deletedStub}
          renderReply={(reply) => <CommentItem key={reply.id} comment={reply} thread={thread} />}
        />
      </li>
    );
  }

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
          {comment.isEdited ? <EditedMark editedAt={comment.editedAt} now={now} /> : null}
        </p>
        {mode === "edit" ? (
          <CommentEditForm quipId={quipId} comment={comment} onClose={closeMode} />
        ) : (
          <p className="mt-1 break-words whitespace-pre-wrap text-gray-900">
            <LinkedText text={comment.content} />
          </p>
        )}
        <div ref={actionsStart} className="mt-1 -ml-2 flex flex-wrap items-center gap-x-1">
          {mayReply ? (
            <CommentActionButton
              ref={replyButton}
              aria-expanded={isReplying}
              onClick={() => onReplyingToChange(isReplying ? null : comment.id)}
            >
              <Reply aria-hidden="true" className="size-4" />
              Reply<span className="sr-only"> to {name}</span>
            </CommentActionButton>
          ) : null}
          <CommentActions
            quipId={quipId}
            comment={comment}
            name={name}
            powers={thread.powers}
            onEdit={() => setMode("edit")}
            onReport={() => setMode(mode === "report" ? "read" : "report")}
            isReporting={mode === "report"}
          />
        </div>
        {mode === "report" ? (
          <CommentReportForm quipId={quipId} commentId={comment.id} onClose={closeMode} />
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
      {comment.isHidden ? (
        <HiddenCommentFold>
          {comment.containsMutedWord ? (
            <MutedWordFold what="this comment">{article}</MutedWordFold>
          ) : (
            article
          )}
        </HiddenCommentFold>
      ) : comment.containsMutedWord ? (
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

/** "· edited", with the time when the answer gives it (never for "anonymous (author)"). */
function EditedMark({ editedAt, now }: { editedAt: string | null; now: Date }) {
  return (
    <span className="text-gray-600">
      · {COMMENT_MSG.edited}
      {editedAt ? (
        <>
          {" "}
          <time dateTime={editedAt}>{relativeTime(editedAt, now)}</time>
        </>
      ) : null}
    </span>
  );
}
