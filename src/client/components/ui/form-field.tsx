import { FieldError } from "./field-error";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

type TextFieldProps = Omit<InputProps, "id"> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error wired to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
