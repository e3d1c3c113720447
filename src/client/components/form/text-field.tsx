import { Input, type InputProps } from "#client/components/ui/input.tsx";
import { FormField } from "./form-field";

type TextFieldProps = Omit<InputProps, "id"> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled one-line field with its hint and error. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} className="mt-1.5" {...inputProps} />}
    </FormField>
  );
}
