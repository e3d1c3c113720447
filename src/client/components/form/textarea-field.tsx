import { Textarea, type TextareaProps } from "#client/components/ui/textarea.tsx";
import { type FieldCounter, FormField } from "./form-field";

type TextareaFieldProps = Omit<TextareaProps, "id" | "className"> & {
  id: string;
  label: string;
  error?: string | undefined;
  /** Counts the value's characters against `max` (red above `warnAbove`). */
  counter?: Omit<FieldCounter, "count">;
  /** Marks the text invalid without an error to show, e.g. over its limit. */
  invalid?: boolean;
  className?: string;
  textareaClassName?: string;
};

/** A labelled multi-line field, with its error and, when given a limit, its character count. */
export function TextareaField({
  id,
  label,
  error,
  counter,
  invalid,
  className,
  textareaClassName,
  ...textareaProps
}: TextareaFieldProps) {
  const count = String(textareaProps.value ?? "").length;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      counter={counter ? { ...counter, count } : undefined}
      invalid={invalid}
      className={className}
    >
      {(control) => (
        <Textarea {...control} className={textareaClassName ?? "mt-1.5"} {...textareaProps} />
      )}
    </FormField>
  );
}
