import type { z } from "zod";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useAddPasskey } from "#client/features/two-factor/api/add-passkey.ts";
import { describeRefusal } from "#client/features/two-factor/lib/describe-refusal.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { PasskeyName } from "#shared/schemas/passkeys.ts";
import { CurrentPasswordInput } from "#shared/schemas/two-factor.ts";

const s = TWO_FACTOR_MSG.screens;

const AddPasskeyForm = CurrentPasswordInput.extend({ name: PasskeyName });

/**
 * A name for the new passkey and the password, then the device's own prompt to make it. A
 * prompt the member closes, or a device that already holds one, is said above the buttons.
 */
export function AddPasskey({
  suggestedName,
  onDone,
}: {
  suggestedName: string;
  onDone: () => void;
}) {
  const add = useAddPasskey();
  const form = useForm({
    initialValues: { name: suggestedName, currentPassword: "" },
    validate: bySchema(AddPasskeyForm),
    idPrefix: "add-passkey",
    focusFirstError: true,
    describeFailure: (error) =>
      handleUnauthorized(error) ? null : describeRefusal(error, "currentPassword"),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (input: z.infer<typeof AddPasskeyForm>) => {
        await add.mutateAsync(input);
        toast({ title: s.passkeyAdded, variant: "success" });
        onDone();
      })}
      className="mt-4 grid gap-4"
      aria-busy={form.isSubmitting}
    >
      <TextField
        {...form.field("name")}
        label={s.passkeyNameLabel}
        hint={s.passkeyNameHint}
        autoComplete="off"
        required
        disabled={form.isSubmitting}
      />
      <TextField
        {...form.field("currentPassword")}
        label={s.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        disabled={form.isSubmitting}
      />
      <FormError message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.isSubmitting}>{s.addPasskey}</SubmitButton>
        <Button variant="secondary" onClick={onDone} disabled={form.isSubmitting}>
          {s.cancel}
        </Button>
      </div>
    </form>
  );
}
