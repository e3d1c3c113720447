import type { KeyboardEvent } from "react";
import { FormField } from "#client/components/form/form-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useUpdateScheduledTopic } from "#client/features/admin/api/update-scheduled-topic.ts";
import { LIMITS } from "#shared/limits.ts";
import { type ScheduledTopic, TopicInput } from "#shared/schemas/topics.admin.ts";

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
  const form = useForm({
    initialValues: { topic: topic.topic },
    validate: bySchema(TopicInput),
    idPrefix: `edit-${topic.id}`,
    afterSubmit: "keep",
  });
  const update = useUpdateScheduledTopic();
  const { error, ...field } = form.field("topic");

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        input.topic === topic.topic
          ? onDone()
          : update.mutateAsync({ id: topic.id, topic: input.topic }).then(onDone),
      )}
      noValidate
      className="mt-1.5"
    >
      <FormField id={field.id} error={error}>
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <Input
              {...control}
              {...field}
              maxLength={LIMITS.topicMax}
              onKeyDown={onKeyDown}
              aria-label={`Topic for ${day}`}
              autoFocus
              className="min-w-0 flex-1 basis-48"
            />
            <SubmitButton busy={form.isSubmitting} size="sm">
              Save
            </SubmitButton>
            <Button variant="secondary" size="sm" onClick={onDone} disabled={form.isSubmitting}>
              Cancel
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
