import type { ReactNode } from "react";
import { type FieldControl, FormField } from "#client/components/form/form-field.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";

/**
 * One administrator setting in a form of its own: its label and what it does, the box (drawn
 * by `children`, `width` wide), and Save beside it, busy while the form sends.
 */
export function SettingField({
  id,
  label,
  hint,
  error,
  width,
  isSubmitting,
  saveDisabled = false,
  saveLabel = "Save",
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  width: string;
  isSubmitting: boolean;
  saveDisabled?: boolean;
  saveLabel?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <div className={width}>{children(control)}</div>
          <SubmitButton busy={isSubmitting} variant="secondary" disabled={saveDisabled}>
            {saveLabel}
          </SubmitButton>
        </div>
      )}
    </FormField>
  );
}
