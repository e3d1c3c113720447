import { useEffect, useRef, useState } from "react";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useEnableTotp, useSetupTotp } from "#client/features/two-factor/api/totp-changes.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { TotpEnableInput, type TotpSetupAnswer } from "#shared/schemas/two-factor.ts";
import { PasswordConfirmForm } from "./password-confirm-form";
import { QrCodeImage } from "./qr-code-image";

const s = TWO_FACTOR_MSG.screens;

/** The key in groups of four, as an app's "enter a key" screen is easiest typed from. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up an authenticator app: the password, then the QR code (and its key in text), then
 * the app's first code, which turns it on and answers the recovery codes.
 */
export function TotpSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const setup = useSetupTotp();
  const [answer, setAnswer] = useState<TotpSetupAnswer | null>(null);
  if (!answer) {
    return (
      <PasswordConfirmForm
        idPrefix="totp-setup"
        lead={s.confirmSetupLead}
        submitLabel={s.continue}
        onConfirm={async (currentPassword) =>
          setAnswer(await setup.mutateAsync({ currentPassword }))
        }
        onCancel={onCancel}
      />
    );
  }
  return <ScanAndConfirm answer={answer} onEnabled={onEnabled} onCancel={onCancel} />;
}

function ScanAndConfirm({
  answer,
  onEnabled,
  onCancel,
}: {
  answer: TotpSetupAnswer;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTotp();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useForm({
    initialValues: { code: "" },
    validate: bySchema(TotpEnableInput),
    idPrefix: "totp-enable",
    focusFirstError: true,
    describeFailure: (error) =>
      handleUnauthorized(error) ? null : { field: "code", message: refusalText(error) ?? s.failed },
  });
  return (
    <div className="mt-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        {s.scanTitle}
      </h3>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCodeImage text={answer.otpauthUrl} />
        <div className="min-w-0">
          <p className="text-sm text-gray-700">{s.scanHint}</p>
          <p className="mt-1 font-mono text-base break-all text-gray-900">
            {grouped(answer.secret)}
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ code }) => {
          const { recoveryCodes } = await enable.mutateAsync({ code });
          onEnabled(recoveryCodes);
        })}
        className="mt-4 grid gap-4"
        aria-busy={form.isSubmitting}
      >
        <TextField
          {...form.field("code")}
          label={s.confirmCodeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          disabled={form.isSubmitting}
          className="max-w-48"
        />
        <FormError message={form.formError} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={form.isSubmitting}>{s.confirm}</SubmitButton>
          <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
            {s.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
