import type { ReactNode } from "react";
import { Textarea, type TextareaProps } from "#client/components/ui/textarea.tsx";
import { type FieldCounter, FormField } from "./form-field";

type TextareaFieldProps = Omit<TextareaProps, "id" | "className"> & {
  id: string;
  label: string;
  /** Beside the label, e.g. a control that removes the field. */
  labelAside?: ReactNode;
  hint?: string;
  error?: string | undefined;
  /**
   * Counts characters against `max` (red above `warnAbove`): the value's own, or `count` when
   * the limit is shared with another field.
   */
  counter?: Omit<FieldCounter, "count"> & { count?: number };
  /** Marks the text invalid without an error to show, e.g. over its limit. */
  invalid?: boolean;
  className?: string;
  textareaClassName?: string;
};

/** A labelled multi-line field, with its error and, when given a limit, its character count. */
export function TextareaField({
  id,
  label,
  labelAside,
  hint,
  error,
  counter,
  invalid,
  className,
  textareaClassName,
  ...textareaProps
}: TextareaFieldProps) {
  const count = counter?.count ?? String(textareaProps.value ?? "").length;
  return (
    <FormField
      id={id}
      label={label}
      labelAside={labelAside}
      hint={hint}
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
