import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useRequestPasswordReset } from "#client/features/account/api/request-password-reset.ts";
import { paths } from "#client/lib/paths.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { ForgotPasswordInput } from "#shared/schemas/password-reset.ts";
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
