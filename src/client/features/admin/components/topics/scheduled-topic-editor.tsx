import type { KeyboardEvent } from "react";
import { LIMITS } from "../../../../../shared/limits";
import { type ScheduledTopic, TopicInput } from "../../../../../shared/schemas/topics.admin";
import { FormField } from "../../../../components/form/form-field";
import { useForm } from "../../../../components/form/use-form";
import { bySchema } from "../../../../components/form/validation";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { SubmitButton } from "../../../../components/ui/submit-button";
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
