import { type FormEvent, useId, useState } from "react";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useAppealWarning } from "#client/features/warnings/api/warnings.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";

const m = WARNINGS_MSG;

/** The one appeal of a warning, while the member may still make it; the server has the last word on the deadline. */
export function AppealForm({ warningId, deadline }: { warningId: string; deadline: string }) {
  const id = useId();
  const appeal = useAppealWarning();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = appeal.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (text.trim() === "") {
      setError(m.appealRequired);
      return;
    }
    try {
      await appeal.mutateAsync({ id: warningId, text });
      toast({ title: m.appealSent, variant: "success" });
    } catch (failure) {
      handleUnauthorized(failure);
      setError(refusalText(failure) ?? m.appealFailed);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="mt-4 space-y-2">
      <Label htmlFor={`${id}-text`}>{m.appealLabel}</Label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {m.appealHint(easternDateTimeText(deadline))}
      </p>
      <Textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ""}`}
        onChange={(e) => setText(e.target.value)}
      />
      <CharacterCounter id={`${id}-count`} count={text.length} max={LIMITS.appealTextMax} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy} disabled={text.length > LIMITS.appealTextMax}>
        {m.appealButton}
      </SubmitButton>
    </form>
  );
}
