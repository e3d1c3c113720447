import { TWO_FACTOR_MSG } from "../../../../shared/messages/two-factor";
import { CurrentPasswordInput } from "../../../../shared/schemas/two-factor";
import { FormError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { SubmitButton } from "../../../components/ui/submit-button";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { describeRefusal } from "../lib/describe-refusal";

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
