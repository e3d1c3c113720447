import { FormField } from "#client/components/form/form-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useDuplicateTopicCheck } from "#client/features/admin/api/check-duplicate-topic.ts";
import { useSetTopicOfTheDay } from "#client/features/admin/api/set-topic-of-the-day.ts";
import { useDebouncedValue } from "#client/lib/use-debounced-value.ts";
import { LIMITS, TIMING } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { TopicInput } from "#shared/schemas/topics.admin.ts";
import { DuplicateWarning } from "./duplicate-warning";

/** Replaces today's topic. Warns, 500 ms after typing stops, when the words were used before. */
export function SetTopicForm() {
  const form = useForm({
    initialValues: { topic: "" },
    validate: bySchema(TopicInput),
    idPrefix: "new",
    afterSubmit: "clear",
  });
  const text = form.values.topic;
  const settled = useDebouncedValue(text.trim(), TIMING.duplicateCheckDebounceMs);
  const check = useDuplicateTopicCheck(settled);
  const setTopic = useSetTopicOfTheDay();
  const showWarning = check.data?.isDuplicate === true && settled === text.trim();
  const { error, ...topic } = form.field("topic");
  const counterId = `${topic.id}-count`;

  return (
    <Card as="section" aria-labelledby="set-topic-title" className="p-5">
      <CardTitle id="set-topic-title" className="text-base">
        Set a new topic of the day
      </CardTitle>
      <form
        onSubmit={form.handleSubmit((input) =>
          setTopic.mutateAsync(input.topic).then(() => form.reset()),
        )}
        noValidate
        className="mt-3"
      >
        <FormField
          id={topic.id}
          label="Topic"
          labelAside={
            <span id={counterId} className="text-xs text-gray-600 tabular-nums">
              {text.length}/{LIMITS.topicMax}
            </span>
          }
          hint={ADMIN_MSG.topicGuidance}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              {...topic}
              aria-describedby={[control["aria-describedby"], counterId].filter(Boolean).join(" ")}
              maxLength={LIMITS.topicMax}
              placeholder="e.g. Grocery shopping"
              className="mt-1.5"
            />
          )}
        </FormField>
        <div aria-live="polite">
          {showWarning && check.data ? <DuplicateWarning check={check.data} /> : null}
        </div>
        <SubmitButton busy={form.isSubmitting} className="mt-4">
          Set Topic
        </SubmitButton>
      </form>
    </Card>
  );
}
