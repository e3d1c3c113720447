import { KeyRound } from "lucide-react";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useChangePassword } from "#client/features/account/api/change-password.ts";
import { guardedFormFailure } from "#client/features/account/lib/form-failure.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { ChangePasswordForm } from "#shared/schemas/account.ts";

const m = ACCOUNT_MSG.password;

/**
 * "Password": the current one, the new one twice. The new one is checked against sign-up's
 * rules here first (length, the two fields the same); the server adds the common-password list.
 */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: bySchema(ChangePasswordForm),
    idPrefix: "change-password",
    focusFirstError: true,
    describeFailure: (error) =>
      guardedFormFailure(error, { password: "currentPassword", value: "newPassword" }, m.failed),
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast({ title: answer.message, variant: "success" });
    } catch (error) {
      handleUnauthorized(error);
      throw error;
    }
  });

  return (
    <Card as="section" aria-labelledby="password-title" className="p-5 sm:p-6">
      <h2 id="password-title" className="flex items-center gap-2 font-bold text-gray-900">
        <KeyRound aria-hidden="true" className="size-5 text-brand" />
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.intro}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={form.isSubmitting}
        className="mt-4 grid max-w-md gap-4"
      >
        <TextField
          {...form.field("currentPassword")}
          label={m.current}
          type="password"
          autoComplete="current-password"
          disabled={form.isSubmitting}
          required
        />
        <TextField
          {...form.field("newPassword")}
          label={m.new}
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters.`}
          disabled={form.isSubmitting}
          required
        />
        <TextField
          {...form.field("confirmPassword")}
          label={m.confirm}
          type="password"
          autoComplete="new-password"
          disabled={form.isSubmitting}
          required
        />
        <FormError message={form.formError} />
        <div>
          <SubmitButton busy={form.isSubmitting}>{m.submit}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
