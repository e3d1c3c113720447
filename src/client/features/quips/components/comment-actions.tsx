import { Eye, EyeOff, Flag, Pencil, Trash2 } from "lucide-react";
import { type ComponentProps, useRef, useState } from "react";
import { LazyConfirmDialog } from "#client/components/ui/lazy-confirm-dialog.tsx";
import { useDeleteComment, useHideComment } from "#client/features/quips/api/change-comment.ts";
import { useEditTimeLeft } from "#client/features/quips/hooks/use-edit-time-left.ts";
import { cn } from "#client/lib/cn.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { CommentView } from "#shared/schemas/comments.ts";

const m = COMMENT_MSG;

/** A small action under a comment, in the look of its Reply. */
export function CommentActionButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

/** What the reader may do to a comment besides replying. */
export type CommentPowers = {
  /** The reader wrote the quip: they fold and unfold its comments. */
  isQuipOwn: boolean;
  /** An administrator in admin mode: they remove anyone's comment. */
  mayRemove: boolean;
  isSignedIn: boolean;
};

/**
 * Edit (its author, while the 15 minutes last, with the minutes left), Delete (its author;
 * Remove for an administrator in admin mode), Hide or Unhide (the quip's author) and Report
 * (any other member). Each names its comment for screen readers.
 */
export function CommentActions({
  quipId,
  comment,
  name,
  powers,
  onEdit,
  onReport,
  isReporting,
}: {
  quipId: string;
  comment: CommentView;
  name: string;
  powers: CommentPowers;
  onEdit: () => void;
  onReport: () => void;
  isReporting: boolean;
}) {
  const left = useEditTimeLeft(comment.createdAt, comment.isOwn, 60_000);
  const [isConfirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const ref = { quipId, commentId: comment.id };
  const remove = useDeleteComment({ isOwn: comment.isOwn, onSuccess: () => setConfirming(false) });
  const hide = useHideComment({ isHidden: comment.isHidden });
  const mayDelete = comment.isOwn || powers.mayRemove;
  const of = <span className="sr-only"> comment by {name}</span>;
  return (
    <>
      {comment.isOwn && left > 0 ? (
        <CommentActionButton onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {m.edit}
          {of}
          <span className="font-normal text-gray-600">· {m.editTimeLeft(left)}</span>
        </CommentActionButton>
      ) : null}
      {mayDelete ? (
        <CommentActionButton
          ref={deleteButton}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
          className="hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {comment.isOwn ? m.delete : m.remove}
          {of}
        </CommentActionButton>
      ) : null}
      {powers.isQuipOwn ? (
        <CommentActionButton
          aria-pressed={comment.isHidden}
          disabled={hide.isPending}
          onClick={() => hide.mutate(ref)}
        >
          {comment.isHidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {comment.isHidden ? m.unhide : m.hide}
          {of}
        </CommentActionButton>
      ) : null}
      {powers.isSignedIn && !comment.isOwn ? (
        <CommentActionButton aria-expanded={isReporting} onClick={onReport}>
          <Flag aria-hidden="true" className="size-4" />
          {m.report}
          {of}
        </CommentActionButton>
      ) : null}
      <LazyConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) deleteButton.current?.focus();
        }}
        title={comment.isOwn ? m.deleteTitle : m.removeTitle}
        description={comment.isOwn ? m.deleteConfirm : m.removeConfirm}
        confirmLabel={comment.isOwn ? m.delete : m.remove}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(ref)}
      />
    </>
  );
}
