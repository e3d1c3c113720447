import { KeyRound } from "lucide-react";
import { LIMITS } from "../../../../shared/limits";
import { ACCOUNT_MSG } from "../../../../shared/messages/account";
import { ChangePasswordForm } from "../../../../shared/schemas/account";
import { FormError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Card } from "../../../components/ui/card";
import { SubmitButton } from "../../../components/ui/submit-button";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { toast } from "../../../lib/toast/use-toast";
import { useChangePassword } from "../api/change-password";
import { guardedFormFailure } from "../lib/form-failure";

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
