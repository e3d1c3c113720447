import { TopicTimingInput } from "../../../../../shared/schemas/topic-admin";
import { FormField } from "../../../../components/form/form-field";
import { useForm } from "../../../../components/form/use-form";
import { bySchema } from "../../../../components/form/validation";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { Spinner } from "../../../../components/ui/spinner";
import { useUpdateTopicTiming } from "../../api/update-topic-timing";

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
      <FormField
        id={time.id}
        label="Topic change time (Eastern)"
        hint="The topic changes at this time every day. Saving reloads the page."
        error={error}
      >
        {(control) => (
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <div className="w-44">
              <Input {...control} {...time} type="time" step={60} />
            </div>
            <Button
              type="submit"
              variant="secondary"
              disabled={form.isSubmitting || update.isSuccess}
            >
              {form.isSubmitting ? <Spinner className="size-4" /> : null}
              Save
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
