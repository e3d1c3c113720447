import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { LIMITS } from "#shared/limits.ts";
import { ResetPasswordForm as ResetPasswordSchema } from "#shared/schemas/password-reset.ts";

/**
 * New password and its confirmation, checked with the shared schema before `onSubmit`; the form
 * waits while the promise `onSubmit` answers is pending.
 */
export function ResetPasswordForm({
  onSubmit,
}: {
  onSubmit: (password: string) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: { password: "", confirmPassword: "" },
    validate: bySchema(ResetPasswordSchema),
    idPrefix: "reset",
    focusFirstError: true,
  });
  const isPending = form.isSubmitting;

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-gray-900">
        Choose a new password
      </h1>
      <p className="mt-2 text-gray-700">
        Use at least {LIMITS.passwordMin} characters. Resetting it signs you out on every device.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
        className="mt-6 grid gap-4"
        aria-busy={isPending}
      >
        <TextField
          {...form.field("password")}
          label="New password"
          type="password"
          autoComplete="new-password"
          disabled={isPending}
          required
        />
        <TextField
          {...form.field("confirmPassword")}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          disabled={isPending}
          required
        />
        <SubmitButton busy={isPending} size="lg">
          Reset Password
        </SubmitButton>
      </form>
    </Card>
  );
}
