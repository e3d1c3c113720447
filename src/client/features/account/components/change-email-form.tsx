import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useChangeEmail } from "#client/features/account/api/email.ts";
import { guardedFormFailure } from "#client/features/account/lib/form-failure.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { ChangeEmailInput } from "#shared/schemas/account.ts";

const m = ACCOUNT_MSG.email;

/** The new address and the current password; the address changes once its link is opened. */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const form = useForm({
    initialValues: { email: "", currentPassword: "" },
    validate: bySchema(ChangeEmailInput),
    idPrefix: "change-email",
    focusFirstError: true,
    describeFailure: (error) =>
      guardedFormFailure(error, { password: "currentPassword", value: "email" }, m.failed),
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await change.mutateAsync(input);
      form.reset();
      toast({ title: answer.message, variant: "success" });
    } catch (error) {
      handleUnauthorized(error);
      throw error;
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={form.isSubmitting}
      aria-labelledby="change-email-title"
      className="mt-5 grid gap-4 border-t border-gray-200 pt-5 [&>*]:max-w-md"
    >
      <h3 id="change-email-title" className="font-semibold text-gray-900">
        {m.changeTitle}
      </h3>
      <TextField
        {...form.field("email")}
        label={m.newAddress}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        disabled={form.isSubmitting}
        required
      />
      <TextField
        {...form.field("currentPassword")}
        label={m.currentPassword}
        type="password"
        autoComplete="current-password"
        disabled={form.isSubmitting}
        required
      />
      <FormError message={form.formError} />
      <div>
        <SubmitButton busy={form.isSubmitting}>{m.submit}</SubmitButton>
      </div>
    </form>
  );
}
