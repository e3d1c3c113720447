import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button, type ButtonVariant } from "#client/components/ui/button.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { describeRefusal } from "#client/features/two-factor/lib/describe-refusal.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { CurrentPasswordInput } from "#shared/schemas/two-factor.ts";

const s = TWO_FACTOR_MSG.screens;

/**
 * "Confirm it's you": the current password before a change to how the member signs in, with
 * the change's own button. A wrong password shows under the field, anything else above the
 * buttons.
 */
export function PasswordConfirmForm({
  idPrefix,
  lead,
  submitLabel,
  variant = "primary",
  onConfirm,
  onCancel,
}: {
  idPrefix: string;
  lead: string;
  submitLabel: string;
  variant?: ButtonVariant;
  onConfirm: (currentPassword: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm({
    initialValues: { currentPassword: "" },
    validate: bySchema(CurrentPasswordInput),
    idPrefix,
    focusFirstError: true,
    describeFailure: (error) =>
      handleUnauthorized(error) ? null : describeRefusal(error, "currentPassword"),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword }) => onConfirm(currentPassword))}
      className="mt-4 grid gap-4"
      aria-busy={form.isSubmitting}
    >
      <p className="text-sm text-gray-700">{lead}</p>
      <TextField
        {...form.field("currentPassword")}
        label={s.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        disabled={form.isSubmitting}
      />
      <FormError message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.isSubmitting} variant={variant}>
          {submitLabel}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          {s.cancel}
        </Button>
      </div>
    </form>
  );
}
