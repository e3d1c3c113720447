import { LIMITS } from "../../../../shared/limits";
import { ACCOUNT_MSG } from "../../../../shared/messages/account";
import { ChangeEmailInput } from "../../../../shared/schemas/account";
import { FormError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { SubmitButton } from "../../../components/ui/submit-button";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { toast } from "../../../lib/toast/use-toast";
import { useChangeEmail } from "../api/email";
import { guardedFormFailure } from "../lib/form-failure";

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
