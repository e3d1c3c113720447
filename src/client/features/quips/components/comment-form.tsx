import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG } from "../../../../shared/messages";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { cn } from "../../../lib/cn";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { handleUnauthorized } from "../../auth/utils/handle-unauthorized";
import { useCreateComment } from "../api/create-comment";
import { CharacterCounter, Textarea } from "./textarea";

/**
 * A comment on the quip, or (with `parentCommentId`) a reply to a comment. Submit stays off
 * while the text is blank; the text is trimmed; a visitor is sent to /register.
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
  const [content, setContent] = useState("");
  const { data: user } = useCurrentUser();
  const [, navigate] = useLocation();
  const fieldId = useId();
  const isReply = Boolean(parentCommentId);
  const text = content.trim();

  const create = useCreateComment({
    mutationConfig: {
      onSuccess: () => {
        setContent("");
        const posted = isReply ? CLIENT_MSG.comment.replyPosted : CLIENT_MSG.comment.posted;
        toast({ title: posted, variant: "success" });
        onPosted?.();
      },
      onError: (error) => {
        if (handleUnauthorized(error, "register")) return;
        const failed = isReply ? CLIENT_MSG.comment.replyFailed : CLIENT_MSG.comment.failed;
        toast({ title: failed, variant: "destructive" });
      },
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text || text.length > LIMITS.commentMax || create.isPending) return;
    if (!user) {
      navigate(paths.register.getHref());
      return;
    }
    create.mutate({ quipId, content: text, parentCommentId: parentCommentId ?? null });
  }

  const counterId = `${fieldId}-count`;
  return (
    <form onSubmit={onSubmit} className={cn("space-y-2", className)}>
      <Label htmlFor={fieldId} className={isReply ? "sr-only" : undefined}>
        {label}
      </Label>
      <Textarea
        id={fieldId}
        value={content}
        rows={isReply ? 2 : 3}
        autoFocus={autoFocus}
        placeholder={isReply ? "Write a reply…" : "Say something funny…"}
        onChange={(event) => setContent(event.target.value)}
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
        <Button
          type="submit"
          size="sm"
          disabled={!text || content.length > LIMITS.commentMax || create.isPending}
        >
          {create.isPending ? (
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
