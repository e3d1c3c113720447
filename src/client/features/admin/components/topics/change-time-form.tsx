import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Input } from "#client/components/ui/input.tsx";
import { useUpdateTopicTiming } from "#client/features/admin/api/update-topic-timing.ts";
import { SettingField } from "#client/features/admin/components/setting-field.tsx";
import { TopicTimingInput } from "#shared/schemas/topics.admin.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The daily change time (HH:MM, Eastern). Saving clears the caches and reloads the page. */
export function ChangeTimeForm({ timing }: { timing: { hour: number; minute: number } }) {
  const form = useForm({
    initialValues: { time: `${pad(timing.hour)}:${pad(timing.minute)}` },
    validate: bySchema(TopicTimingInput),
    idPrefix: "topic-change",
    afterSubmit: "keep",
  });
  const update = useUpdateTopicTiming();
  const { error, ...time } = form.field("time");

  return (
    <form
      onSubmit={form.handleSubmit((input) => update.mutateAsync(input.time))}
      noValidate
      className="mt-5 border-t border-gray-100 pt-4"
    >
      <SettingField
        id={time.id}
        label="Topic change time (Eastern)"
        hint="The topic changes at this time every day. Saving reloads the page."
        error={error}
        width="w-44"
        isSubmitting={form.isSubmitting}
        saveDisabled={update.isSuccess}
      >
        {(control) => <Input {...control} {...time} type="time" step={60} />}
      </SettingField>
    </form>
  );
}
