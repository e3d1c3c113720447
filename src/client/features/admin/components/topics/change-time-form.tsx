import { type FormEvent, useState } from "react";
import { TopicTimingInput } from "../../../../../shared/schemas/topic-admin";
import { Button } from "../../../../components/ui/button";
import { FieldError } from "../../../../components/ui/field-error";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Spinner } from "../../../../components/ui/spinner";
import { useUpdateTopicTiming } from "../../api/update-topic-timing";

const pad = (n: number) => String(n).padStart(2, "0");

/** The daily change time (HH:MM, Eastern). Saving clears the caches and reloads the page. */
export function ChangeTimeForm({ timing }: { timing: { hour: number; minute: number } }) {
  const [time, setTime] = useState(`${pad(timing.hour)}:${pad(timing.minute)}`);
  const [error, setError] = useState<string>();
  const update = useUpdateTopicTiming();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TopicTimingInput.safeParse({ time });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data.time);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 border-t border-gray-100 pt-4">
      <Label htmlFor="topic-change-time">Topic change time (Eastern)</Label>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <div className="w-44">
          <Input
            id="topic-change-time"
            type="time"
            step={60}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "topic-change-time-error" : "topic-change-time-hint"}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={update.isPending || update.isSuccess}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
      </div>
      <p id="topic-change-time-hint" className="mt-1.5 text-sm text-gray-600">
        The topic changes at this time every day. Saving reloads the page.
      </p>
      <FieldError id="topic-change-time-error" message={error} />
    </form>
  );
}
