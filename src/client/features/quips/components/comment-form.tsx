import { Send } from "lucide-react";
import { useId } from "react";
import { LIMITS } from "../../../../shared/limits";
import { COMMENT_MSG } from "../../../../shared/messages/comments";
import { useForm } from "../../../components/form/use-form";
import type { Validation } from "../../../components/form/validation";
import { Button } from "../../../components/ui/button";
import { CharacterCounter } from "../../../components/ui/character-counter";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { useMemberGuard } from "../../../lib/auth/use-member-guard";
import { useResumedAction } from "../../../lib/auth/use-resumed-action";
import { cn } from "../../../lib/cn";
import { refusalDescription } from "../../../lib/refusal";
import { submitOnModEnter } from "../../../lib/text-box";
import { toast } from "../../../lib/toast/use-toast";
import { useCreateComment } from "../api/create-comment";

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
  const isReply = Boolean(parentCommentId);
  const { content } = form.values;
  const canPost = postable(form.values).ok;

  const create = useCreateComment({
    mutationConfig: {
      onSuccess: () => {
        form.reset();
        const posted = isReply ? COMMENT_MSG.replyPosted : COMMENT_MSG.posted;
        toast({ title: posted, variant: "success" });
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
        <Button type="submit" size="sm" disabled={!canPost || form.isSubmitting}>
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
