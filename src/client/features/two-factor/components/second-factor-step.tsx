import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { usePasskeysElsewhere } from "#client/features/two-factor/api/get-passkey-site.ts";
import {
  completeWithCode,
  signInWithPasskey,
  useSignInStep,
} from "#client/features/two-factor/api/sign-in-steps.ts";
import { passkeyProblem } from "#client/features/two-factor/lib/webauthn.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import type { SecondFactorKind } from "#shared/schemas/two-factor.ts";
import { SecondFactorInput } from "#shared/schemas/two-factor.ts";
import { PasskeysElsewhere } from "./passkeys-elsewhere";

const s = TWO_FACTOR_MSG.screens;

/** Refusals after which this step cannot go on: the password must be given again. */
const ENDED: readonly string[] = [TWO_FACTOR_MSG.signInExpired, TWO_FACTOR_MSG.tooManyWrongCodes];

/**
 * The sign-in's second step, after a right password: the code from the app, or a recovery
 * code, or one of the member's passkeys. `onRestart` goes back to the password, with why.
 */
export function SecondFactorStep({
  factors,
  onSignedIn,
  onRestart,
}: {
  factors: readonly SecondFactorKind[];
  onSignedIn: () => void;
  onRestart: (notice?: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const withCode = useSignInStep(completeWithCode);
  const withPasskey = useSignInStep(() => signInWithPasskey("second-factor"));
  const elsewhere = usePasskeysElsewhere();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const endedBy = (error: unknown) => {
    const text = refusalText(error);
    if (text && ENDED.includes(text)) {
      onRestart(text);
      return true;
    }
    return false;
  };
  const form = useForm({
    initialValues: { code: "" },
    validate: bySchema(SecondFactorInput),
    idPrefix: "second-factor",
    focusFirstError: true,
    afterSubmit: "clear",
    describeFailure: (error) =>
      endedBy(error) ? null : { field: "code", message: refusalText(error) ?? s.failed },
  });
  const busy = form.isSubmitting || withPasskey.isPending;

  function switchMode() {
    setUseRecovery((current) => !current);
    form.reset();
  }

  function confirmWithPasskey() {
    setPasskeyError(null);
    withPasskey.mutate(undefined, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!endedBy(error)) setPasskeyError(passkeyProblem(error));
      },
    });
  }

  return (
    <div className="grid gap-4">
      <div>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900 focus:outline-none"
        >
          {s.signInStepTitle}
        </h2>
        <p className="mt-1 text-gray-700">{useRecovery ? s.recoveryStepLead : s.signInStepLead}</p>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (input) => {
          await withCode.mutateAsync(input);
          onSignedIn();
        })}
        className="grid gap-4"
        aria-busy={busy}
      >
        {useRecovery ? (
          <TextField
            key="recovery"
            {...form.field("code")}
            label={s.recoveryCodeLabel}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            disabled={busy}
          />
        ) : (
          <TextField
            key="app"
            {...form.field("code")}
            label={s.appCodeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            disabled={busy}
          />
        )}
        <FormError message={form.formError} />
        <SubmitButton busy={form.isSubmitting} size="lg" className="w-full" disabled={busy}>
          {s.verify}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={switchMode}
          disabled={busy}
          className="font-semibold text-brand-strong underline-offset-2 hover:underline"
        >
          {useRecovery ? s.useAppCode : s.useRecoveryCode}
        </button>
        <button
          type="button"
          onClick={() => onRestart()}
          disabled={busy}
          className="font-semibold text-gray-700 underline-offset-2 hover:underline"
        >
          {s.backToPassword}
        </button>
      </div>
      {factors.includes("passkey") && elsewhere ? (
        <PasskeysElsewhere address={elsewhere} />
      ) : factors.includes("passkey") ? (
        <div className="border-t border-gray-200 pt-4">
          <p className="text-sm text-gray-700">{s.passkeyStepLead}</p>
          <Button
            variant="secondary"
            size="lg"
            className="mt-3 w-full"
            disabled={busy}
            onClick={confirmWithPasskey}
          >
            {withPasskey.isPending ? (
              <Spinner className="size-5" />
            ) : (
              <KeyRound aria-hidden="true" className="size-5" />
            )}
            {s.usePasskey}
          </Button>
          <div role="alert" className="mt-2 text-sm text-red-700">
            {passkeyError}
          </div>
        </div>
      ) : null}
    </div>
  );
}
