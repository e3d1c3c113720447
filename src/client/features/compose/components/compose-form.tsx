import { Archive, EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { PunchlineField, quipCounter } from "#client/entities/quip/index.ts";
import { useTopicQuipCounts } from "#client/entities/topic/index.ts";
import { useComposeActions } from "#client/features/compose/hooks/use-compose-actions.ts";
import type { ComposeMode } from "#client/features/compose/hooks/use-compose-params.ts";
import {
  type ComposeValues,
  checkQuip,
  typingErrors,
} from "#client/features/compose/lib/compose-checks.ts";
import { availableChoice } from "#client/features/compose/lib/topic-choice.ts";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";
import { useSuspension } from "#client/lib/auth/use-suspension.ts";
import { previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";
import { paths } from "#client/lib/paths.ts";
import { focusAtEnd, submitOnModEnter } from "#client/lib/text-box.ts";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { AwaitingApprovalNote } from "./awaiting-approval-note";
import { SuspendedNote } from "./suspended-note";
import { TopicPicker } from "./topic-picker";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Writing a quip in one of compose's three modes, with a punchline if the member adds one;
 * drafts arrive as `initialContent` and `initialPunchline`.
 */
export function ComposeForm({
  mode,
  draftId,
  initialContent = "",
  initialPunchline = null,
  preselectToday = false,
}: {
  mode: ComposeMode;
  draftId?: string | undefined;
  initialContent?: string;
  initialPunchline?: string | null;
  preselectToday?: boolean;
}) {
  const [, navigate] = useLocation();
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const isDraftEdit = mode === "edit-vault";
  const counts = useTopicQuipCounts({ enabled: !isDraftEdit });
  // A suspended member may still write and keep drafts; only posting waits for the end.
  const suspension = useSuspension();
  const isWaiting = useAwaitingApproval();
  const mayPost = isDraftEdit || (suspension === null && !isWaiting);

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
  const [hasPunchline, setHasPunchline] = useState(initialPunchline !== null);
  const initialValues: ComposeValues = {
    content: initialContent,
    punchline: initialPunchline ?? "",
    // Most quips are just jokes: no topic unless the member came to use today's.
    topic: preselectToday ? "today" : "none",
  };
  const form = useForm({
    initialValues,
    validate: checkQuip(counts.data),
    idPrefix: "compose",
    // After a refused submit the message follows the text: gone once it is fine, "too long"
    // once it passes 500, never a stale "Please enter some content." over a full box.
    afterSubmit: "revalidate",
    // A missing topic is shown by bringing the picker into view, once the content is fine.
    onInvalid: (errors) => {
      if (errors.topic && !errors.content) showPicker();
    },
  });
  const choice = availableChoice(form.values.topic, counts.data);
  const typing = typingErrors(form.values);

  useEffect(() => focusAtEnd(textBox.current), []);

  const onSubmit = form.handleSubmit(({ content, punchline, topic }) => {
    if (isDraftEdit) return actions.saveChanges({ content, punchline });
    if (!mayPost) return;
    if (counts.isPending) return; // the topics decide whether a choice is needed
    actions.post({ content, punchline }, topic, counts.data);
  });

  function onPunchlineOpenChange(open: boolean) {
    setHasPunchline(open);
    if (!open) form.setValue("punchline", "");
  }

  function onCancel() {
    navigate(mode === "new" ? previousFeedPath() : paths.profile.getHref(undefined, "vault"));
  }

  const submitLabel = {
    new: "Post Quip",
    "edit-vault": "Save Changes",
    "post-from-vault": "Post Live",
  }[mode];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {suspension && !isDraftEdit ? <SuspendedNote suspension={suspension} /> : null}
      {isWaiting && !suspension && !isDraftEdit ? <AwaitingApprovalNote /> : null}
      {isDraftEdit ? null : (
        <TopicPicker
          ref={pickerRef}
          counts={counts.data}
          isPending={counts.isPending}
          isError={counts.isError}
          choice={choice}
          onChange={(next) => form.setValue("topic", next)}
          error={form.errors.topic}
        />
      )}

      <div className="space-y-3">
        <TextareaField
          {...form.field("content")}
          error={form.errors.content ?? typing.content}
          ref={textBox}
          onKeyDown={submitOnModEnter}
          label="Your quip"
          rows={6}
          placeholder="What's funny?"
          // One counter for the setup and its punchline: under the punchline once there is one.
          counter={hasPunchline ? undefined : quipCounter(form.values.content, "")}
          textareaClassName="mt-1.5 min-h-36"
        />
        <PunchlineField
          field={form.field("punchline")}
          setup={form.values.content}
          isOpen={hasPunchline}
          onOpenChange={onPunchlineOpenChange}
          error={form.errors.punchline ?? typing.punchline}
          onKeyDown={submitOnModEnter}
        />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={!mayPost || actions.isPending || (!isDraftEdit && counts.isPending)}
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
            onClick={form.handleSubmit(
              ({ content, punchline }) => actions.saveToVault({ content, punchline }),
              checkQuip(),
            )}
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
        {isDraftEdit ? COMPOSE_MSG.draftNote : COMPOSE_MSG.anonymousNote}
      </p>
    </form>
  );
}
