import type { FormEvent } from "react";
import { LIMITS } from "../../../../shared/limits";
import { ResetPasswordForm as ResetPasswordSchema } from "../../../../shared/schemas/password-reset";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { useSchemaForm } from "../hooks/use-schema-form";

/** New password and its confirmation, checked with the shared schema before `onSubmit`. */
export function ResetPasswordForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (password: string) => void;
}) {
  const form = useSchemaForm(ResetPasswordSchema, { password: "", confirmPassword: "" }, "reset");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const values = form.submit();
    if (values) onSubmit(values.password);
  }

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-gray-900">
        Choose a new password
      </h1>
      <p className="mt-2 text-gray-700">
        Use at least {LIMITS.passwordMin} characters. Resetting it signs you out on every device.
      </p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-4" aria-busy={isPending}>
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
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? <Spinner className="size-4" /> : null}
          Reset Password
        </Button>
      </form>
    </Card>
  );
}
