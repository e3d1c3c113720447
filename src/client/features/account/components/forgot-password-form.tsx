import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { AUTH_MSG } from "../../../../shared/messages/auth";
import { PASSWORD_RESET_MSG } from "../../../../shared/messages/auth.password-reset";
import { ForgotPasswordInput } from "../../../../shared/schemas/password-reset";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { SubmitButton } from "../../../components/ui/submit-button";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast/use-toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { StatusCard } from "./status-card";

const m = PASSWORD_RESET_MSG;

/** Asks for the account's email, then says to check the inbox (whether or not it exists). */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset({
    mutationConfig: {
      onSuccess: (_answer, input) => setSentTo(input.email),
      onError: () =>
        toast({ title: m.requestFailed, description: AUTH_MSG.tryAgain, variant: "destructive" }),
    },
  });

  const form = useForm({
    initialValues: { email: "" },
    validate: bySchema(ForgotPasswordInput),
    idPrefix: "forgot",
    focusFirstError: true,
  });

  if (sentTo) {
    return (
      <StatusCard
        icon={MailCheck}
        title={m.checkEmailTitle}
        actions={
          <>
            <Link href={paths.login.getHref()} className={buttonVariants()}>
              Back to Sign In
            </Link>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              Use another email
            </Button>
          </>
        }
      >
        <p>{m.linkSent}</p>
        <p className="mt-2 text-sm">
          Look for it at <strong className="break-all text-gray-900">{sentTo}</strong>. The link
          works for one hour; if nothing arrives in a few minutes, check your spam folder.
        </p>
      </StatusCard>
    );
  }

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-gray-900">
        Forgot your password?
      </h1>
      <p className="mt-2 text-gray-700">
        Enter the email address of your account and we'll send you a link to choose a new one.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => request.mutateAsync(input))}
        className="mt-6 grid gap-4"
        aria-busy={form.isSubmitting}
      >
        <TextField
          {...form.field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <SubmitButton busy={form.isSubmitting} size="lg">
          Send Reset Link
        </SubmitButton>
      </form>
      <Link
        href={paths.login.getHref()}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Link>
    </Card>
  );
}
