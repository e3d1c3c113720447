import { Check } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useEditComment } from "#client/features/quips/api/change-comment.ts";
import { useEditTimeLeft } from "#client/features/quips/hooks/use-edit-time-left.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { submitOnModEnter } from "#client/lib/text-box.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { CommentView } from "#shared/schemas/comments.ts";

const m = COMMENT_MSG;

/**
 * The author's comment, in place, as a box to reword it: the time left counts down beside
 * Save; once the window closes Save goes and the refusal says why. A refusal from the server
 * stays under the box, in its words. Escape or Cancel closes it.
 */
export function CommentEditForm({
  quipId,
  comment,
  onClose,
}: {
  quipId: string;
  comment: CommentView;
  onClose: () => void;
}) {
  const id = useId();
  const [content, setContent] = useState(comment.content);
  const left = useEditTimeLeft(comment.createdAt, true, 1_000);
  const edit = useEditComment({ onSuccess: onClose });
  const text = content.trim();
  const isClosed = left === 0;
  const error = isClosed
    ? QUIP_MSG.comment.editWindowClosed
    : edit.error && !handleUnauthorized(edit.error)
      ? (refusalText(edit.error) ?? m.editFailed)
      : null;
  const canSave = !isClosed && text !== "" && content.length <= LIMITS.commentMax;
  const fieldId = `${id}-content`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && !edit.isPending)
          edit.mutate({ quipId, commentId: comment.id, content: text });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="mt-1 space-y-2"
    >
      <Label htmlFor={fieldId} className="sr-only">
        {m.editLabel}
      </Label>
      <Textarea
        id={fieldId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={2}
        autoFocus
        onKeyDown={submitOnModEnter}
        aria-describedby={`${id}-count ${id}-left${error ? ` ${id}-error` : ""}`}
        aria-invalid={content.length > LIMITS.commentMax || error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <CharacterCounter id={`${id}-count`} count={content.length} max={LIMITS.commentMax} />
        <span id={`${id}-left`} className="mr-auto text-sm text-gray-600">
          {isClosed ? null : m.editTimeLeft(left)}
        </span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {m.cancel}
        </Button>
        {isClosed ? null : (
          <Button type="submit" size="sm" disabled={!canSave || edit.isPending}>
            {edit.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {m.save}
          </Button>
        )}
      </div>
    </form>
  );
}
