import { type FormEvent, useState } from "react";
import { ADMIN_MSG } from "../../../../../shared/admin-messages";
import { LIMITS, TIMING } from "../../../../../shared/limits";
import { TopicText } from "../../../../../shared/schemas/topic-admin";
import { Button } from "../../../../components/ui/button";
import { Card, CardTitle } from "../../../../components/ui/card";
import { FieldError } from "../../../../components/ui/field-error";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Spinner } from "../../../../components/ui/spinner";
import { useDuplicateTopicCheck } from "../../api/check-duplicate-topic";
import { useSetTopicOfTheDay } from "../../api/set-topic-of-the-day";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { DuplicateWarning } from "./duplicate-warning";

/** Replaces today's topic. Warns, 500 ms after typing stops, when the words were used before. */
export function SetTopicForm() {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const settled = useDebouncedValue(text.trim(), TIMING.duplicateCheckDebounceMs);
  const check = useDuplicateTopicCheck(settled);
  const setTopic = useSetTopicOfTheDay();
  const showWarning = check.data?.isDuplicate === true && settled === text.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TopicText.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setTopic.mutate(parsed.data, { onSuccess: () => setText("") });
  }

  const describedBy = ["new-topic-hint", "new-topic-count", error ? "new-topic-error" : ""];
  return (
    <Card as="section" aria-labelledby="set-topic-title" className="p-5">
      <CardTitle id="set-topic-title" className="text-base">
        Set a new topic of the day
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="mt-3">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="new-topic">Topic</Label>
          <span id="new-topic-count" className="text-xs text-gray-600 tabular-nums">
            {text.length}/{LIMITS.topicMax}
          </span>
        </div>
        <Input
          id="new-topic"
          value={text}
          maxLength={LIMITS.topicMax}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.filter(Boolean).join(" ")}
          placeholder="e.g. Grocery shopping"
          className="mt-1.5"
        />
        <p id="new-topic-hint" className="mt-1.5 text-sm text-gray-600">
          {ADMIN_MSG.topicGuidance}
        </p>
        <FieldError id="new-topic-error" message={error} />
        <div aria-live="polite">
          {showWarning && check.data ? <DuplicateWarning check={check.data} /> : null}
        </div>
        <Button type="submit" className="mt-4" disabled={setTopic.isPending}>
          {setTopic.isPending ? <Spinner className="size-4" /> : null}
          Set Topic
        </Button>
      </form>
    </Card>
  );
}
