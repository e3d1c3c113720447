import { Archive, EyeOff } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { LIMITS } from "../../../../shared/limits";
import { CLIENT_MSG } from "../../../../shared/messages";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { previousFeedPath } from "../../feed/lib/previous-feed";
import { CharacterCounter, Textarea } from "../../quips/components/textarea";
import { useTopicQuipCounts } from "../../topics/api/get-topic-quip-counts";
import { useComposeActions } from "../hooks/use-compose-actions";
import type { ComposeMode } from "../hooks/use-compose-params";
import { availableChoice, hasOpenTopic, type TopicChoice, TopicPicker } from "./topic-picker";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The spec's compose checks: some content, at most 500 characters. */
function contentProblem(text: string): string | undefined {
  if (!text) return CLIENT_MSG.compose.contentRequired;
  if (text.length > LIMITS.quipMax) return CLIENT_MSG.compose.tooLong;
  return undefined;
}

/** Writing a quip in one of compose's three modes; drafts arrive as `initialContent`. */
export function ComposeForm({
  mode,
  draftId,
  initialContent = "",
  preselectToday = false,
}: {
  mode: ComposeMode;
  draftId?: string | undefined;
  initialContent?: string;
  preselectToday?: boolean;
}) {
  const [, navigate] = useLocation();
  const [content, setContent] = useState(initialContent);
  const [picked, setPicked] = useState<TopicChoice | null>(preselectToday ? "today" : null);
  const [contentError, setContentError] = useState<string>();
  const [topicError, setTopicError] = useState<string>();
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const fieldId = useId();
  const isDraftEdit = mode === "edit-vault";
  const counts = useTopicQuipCounts({ enabled: !isDraftEdit });
  const choice = availableChoice(picked, counts.data);

  function showPicker() {
    const picker = pickerRef.current;
    if (!picker) return;
    picker.scrollIntoView({
      behavior: prefersReducedMotion() ? "auto" : "smooth",
      block: "center",
    });
    picker.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
  }

  const actions = useComposeActions({ mode, draftId, onTopicLimit: showPicker });

  function checkedContent(): string | null {
    const text = content.trim();
    const problem = contentProblem(text);
    setContentError(problem);
    return problem ? null : text;
  }

  function onPost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = checkedContent();
    if (isDraftEdit) {
      if (text) actions.saveChanges(text);
      return;
    }
    if (counts.isPending) return; // the topics decide whether a choice is needed
    const needsTopic = hasOpenTopic(counts.data) && choice === null;
    setTopicError(needsTopic ? CLIENT_MSG.compose.chooseTopic : undefined);
    if (!text) return;
    if (needsTopic) return showPicker();
    actions.post(text, choice, counts.data);
  }

  function onSaveToVault() {
    const text = checkedContent();
    if (text) actions.saveToVault(text);
  }

  function onCancel() {
    navigate(mode === "new" ? previousFeedPath() : paths.profile.getHref(undefined, "vault"));
  }

  const counterId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const submitLabel = {
    new: "Post Quip",
    "edit-vault": "Save Changes",
    "post-from-vault": "Post Live",
  }[mode];
  return (
    <form onSubmit={onPost} noValidate className="space-y-5">
      {isDraftEdit ? null : (
        <TopicPicker
          ref={pickerRef}
          counts={counts.data}
          isPending={counts.isPending}
          isError={counts.isError}
          choice={choice}
          onChange={(next) => {
            setPicked(next);
            if (next) setTopicError(undefined);
          }}
          error={topicError}
        />
      )}

      <div>
        <Label htmlFor={fieldId}>Your quip</Label>
        <Textarea
          id={fieldId}
          value={content}
          rows={6}
          placeholder="What's funny?"
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={[counterId, contentError ? errorId : null].filter(Boolean).join(" ")}
          className="mt-1.5 min-h-36"
        />
        <div className="mt-1.5 flex items-start justify-between gap-3">
          <FieldError id={errorId} message={contentError} className="mt-0" />
          <CharacterCounter
            id={counterId}
            count={content.length}
            max={LIMITS.quipMax}
            warnAbove={LIMITS.quipCounterWarnAbove}
            className="ml-auto"
          />
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={actions.isPending || (!isDraftEdit && counts.isPending)}
        >
          {(isDraftEdit ? actions.isPending : actions.isPosting) ? (
            <Spinner className="size-4" />
          ) : null}
          {submitLabel}
        </Button>
        {isDraftEdit ? null : (
          <Button
            variant="secondary"
            size="lg"
            disabled={actions.isPending}
            onClick={onSaveToVault}
          >
            <Archive aria-hidden="true" className="size-4" />
            Save to Vault
          </Button>
        )}
        <Button variant="ghost" size="lg" onClick={onCancel} className="sm:ml-auto">
          Cancel
        </Button>
      </div>
      <p className="flex items-center gap-2 text-sm text-gray-700">
        {isDraftEdit ? (
          <Archive aria-hidden="true" className="size-4 text-brand" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4 text-brand" />
        )}
        {isDraftEdit ? CLIENT_MSG.compose.draftNote : CLIENT_MSG.compose.anonymousNote}
      </p>
    </form>
  );
}
