import { Plus, X } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { LIMITS } from "#shared/limits.ts";
import { PUNCHLINE_MSG } from "#shared/messages/quips.ts";
import { quipTextLength } from "#shared/rules/punchline.ts";

/**
 * Where a quip's text is written (the composer, a draft, the edit dialog): the setup's field
 * shows the count of both parts until a punchline is added, then the punchline's does.
 */
export function quipCounter(setup: string, punchline: string) {
  return {
    max: LIMITS.quipMax,
    warnAbove: LIMITS.quipCounterWarnAbove,
    count: quipTextLength(setup, punchline),
  };
}

/**
 * A quip's optional punchline as it is written (decision 0163): "Add a punchline" opens the
 * field and moves the focus into it; "Remove punchline" empties and closes it, and the focus
 * returns to "Add a punchline". One counter for both parts, under the punchline.
 */
export function PunchlineField({
  field,
  setup,
  isOpen,
  onOpenChange,
  error,
  onKeyDown,
}: {
  field: {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  };
  /** The setup as typed, counted with the punchline. */
  setup: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | undefined;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Set by a press, so the focus moves only when the member opened or closed the field.
  const focusNext = useRef<"box" | "add" | null>(null);

  useEffect(() => {
    const target = isOpen ? box.current : addButton.current;
    if (focusNext.current && target) target.focus();
    focusNext.current = null;
  }, [isOpen]);

  function toggle(open: boolean) {
    focusNext.current = open ? "box" : "add";
    onOpenChange(open);
  }

  if (!isOpen) {
    return (
      <Button ref={addButton} variant="secondary" size="sm" onClick={() => toggle(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {PUNCHLINE_MSG.add}
      </Button>
    );
  }
  return (
    <TextareaField
      {...field}
      ref={box}
      label={PUNCHLINE_MSG.label}
      labelAside={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => toggle(false)}
          className="-mr-2 text-gray-700"
        >
          <X aria-hidden="true" className="size-4" />
          {PUNCHLINE_MSG.remove}
        </Button>
      }
      hint={PUNCHLINE_MSG.hint}
      error={error}
      onKeyDown={onKeyDown}
      rows={2}
      counter={quipCounter(setup, field.value)}
      invalid={quipTextLength(setup, field.value) > LIMITS.quipMax}
    />
  );
}
