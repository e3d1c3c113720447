import { type FormEvent, type KeyboardEvent, useState } from "react";
import { LIMITS } from "../../../../../shared/limits";
import { TopicText } from "../../../../../shared/schemas/topic-admin";
import { Button } from "../../../../components/ui/button";
import { FieldError } from "../../../../components/ui/field-error";
import { Input } from "../../../../components/ui/input";
import { Spinner } from "../../../../components/ui/spinner";
import type { ScheduledTopic } from "../../api/get-scheduled-topics";
import { useUpdateScheduledTopic } from "../../api/update-scheduled-topic";

/** The inline editor of a scheduled day's topic: Enter saves, Escape cancels. */
export function ScheduledTopicEditor({
  topic,
  day,
  onDone,
}: {
  topic: ScheduledTopic;
  day: string;
  onDone: () => void;
}) {
  const [text, setText] = useState(topic.topic);
  const [error, setError] = useState<string>();
  const update = useUpdateScheduledTopic();
  const inputId = `edit-${topic.id}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TopicText.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (parsed.data === topic.topic) return onDone();
    update.mutate({ id: topic.id, topic: parsed.data }, { onSuccess: onDone });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          value={text}
          maxLength={LIMITS.topicMax}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={`Topic for ${day}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          autoFocus
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </form>
  );
}
