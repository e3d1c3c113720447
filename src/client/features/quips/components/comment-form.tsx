import { Send } from "lucide-react";
import { useId } from "react";
import { useForm } from "#client/components/form/use-form.ts";
import type { Validation } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useCreateComment } from "#client/features/quips/api/create-comment.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";
import { useMemberGuard } from "#client/lib/auth/use-member-guard.ts";
import { useResumedAction } from "#client/lib/auth/use-resumed-action.ts";
import { cn } from "#client/lib/cn.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { submitOnModEnter } from "#client/lib/text-box.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";

/** Blank or overlong text is never sent; Submit stays off meanwhile, so there is nothing to say. */
function postable({ content }: { content: string }): Validation<string, "content"> {
  const text = content.trim();
  return text && content.length <= LIMITS.commentMax
    ? { ok: true, data: text }
    : { ok: false, errors: {} };
}

/**
 * A comment on the quip, or (with `parentCommentId`) a reply to a comment. Submit stays off
 * while the text is blank; the text is trimmed; a visitor is sent to sign in, and finds the
 * text back in the box on return. Ctrl/Cmd+Enter posts; Escape anywhere in a form that can be
 * cancelled cancels it.
 */
export function CommentForm({
  quipId,
  parentCommentId,
  label = "Add a comment",
  onPosted,
  onCancel,
  autoFocus = false,
  className,
}: {
  quipId: string;
  parentCommentId?: string;
  label?: string;
  onPosted?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const id = useId();
  const parentId = parentCommentId ?? null;
  const restored = useResumedAction(
    "comment",
    (draft) => draft.quipId === quipId && draft.parentCommentId === parentId,
  );
  const form = useForm({
    initialValues: { content: restored?.draft ?? "" },
    validate: postable,
    idPrefix: id,
  });
  const mayAct = useMemberGuard();
  const isWaiting = useAwaitingApproval();
  const isReply = Boolean(parentCommentId);
  const { content } = form.values;
  const canPost = postable(form.values).ok;

  const create = useCreateComment({
    mutationConfig: {
      onSuccess: (posted) => {
        form.reset();
        if ("held" in posted) {
          toast({ title: WATCHED_WORDS_MSG.heldTitle, description: posted.message });
        } else {
          const done = isReply ? COMMENT_MSG.replyPosted : COMMENT_MSG.posted;
          toast({ title: done, variant: "success" });
        }
        onPosted?.();
      },
      onError: (error, { content: draft }) => {
        if (
          handleUnauthorized(error, { kind: "comment", quipId, parentCommentId: parentId, draft })
        ) {
          return;
        }
        const failed = isReply ? COMMENT_MSG.replyFailed : COMMENT_MSG.failed;
        toast({ title: failed, ...refusalDescription(error), variant: "destructive" });
      },
    },
  });

  const onSubmit = form.handleSubmit((text) => {
    if (!mayAct({ kind: "comment", quipId, parentCommentId: parentId, draft: content })) return;
    return create.mutateAsync({ quipId, content: text, parentCommentId: parentId });
  });

  const fieldId = form.fieldId("content");
  const counterId = `${fieldId}-count`;
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) onCancel();
      }}
      className={cn("space-y-2", className)}
    >
      <Label htmlFor={fieldId} className={isReply ? "sr-only" : undefined}>
        {label}
      </Label>
      <Textarea
        id={fieldId}
        value={content}
        onChange={(event) => form.setValue("content", event.target.value)}
        rows={isReply ? 2 : 3}
        autoFocus={autoFocus || Boolean(restored)}
        onKeyDown={submitOnModEnter}
        placeholder={isReply ? "Write a reply…" : "Say something funny…"}
        aria-describedby={counterId}
        aria-invalid={content.length > LIMITS.commentMax ? true : undefined}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <CharacterCounter
          id={counterId}
          count={content.length}
          max={LIMITS.commentMax}
          className="mr-auto"
        />
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!canPost || form.isSubmitting || isWaiting}>
          {form.isSubmitting ? (
            <Spinner className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {isReply ? "Post Reply" : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
