import type { ReactNode } from "react";
import { CharacterCounter } from "#client/components/ui/character-counter.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { FieldError } from "./field-error";

/** What a field's control needs to be read with its label, hint, counter and error. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldCounter = { count: number; max: number; warnAbove?: number };

type FormFieldProps = {
  id: string;
  /** Left out when the control names itself (an `aria-label`). */
  label?: string;
  /** Beside the label, e.g. a count of characters. */
  labelAside?: ReactNode;
  hint?: string;
  error?: string | undefined;
  /** "n/max" under the control, beside its error. */
  counter?: FieldCounter;
  /** Marks the control invalid without an error to show, e.g. text over its limit. */
  invalid?: boolean;
  className?: string;
  /** The control, given its id and the aria attributes that tie it to the rest. */
  children: (control: FieldControl) => ReactNode;
};

/**
 * One form field: label, control, hint, counter and error, with the control's `aria-invalid`
 * and `aria-describedby` (hint, counter, error) set in this one place.
 */
export function FormField({
  id,
  label,
  labelAside,
  hint,
  error,
  counter,
  invalid = false,
  className,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, counter ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const labelElement = label ? <Label htmlFor={id}>{label}</Label> : null;
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        "aria-invalid": error || invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <div className="mt-1.5 flex items-start justify-between gap-3">
          <FieldError id={errorId} message={error} className="mt-0" />
          <CharacterCounter id={counterId} {...counter} className="ml-auto" />
        </div>
      ) : (
        <FieldError id={errorId} message={error} />
      )}
    </div>
  );
}
