import type { z } from "zod";
import { TWO_FACTOR_MSG } from "../../../../shared/messages/two-factor";
import { PasskeyName } from "../../../../shared/schemas/passkeys";
import { CurrentPasswordInput } from "../../../../shared/schemas/two-factor";
import { FormError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Button } from "../../../components/ui/button";
import { SubmitButton } from "../../../components/ui/submit-button";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { toast } from "../../../lib/toast/use-toast";
import { useAddPasskey } from "../api/add-passkey";
import { describeRefusal } from "../lib/describe-refusal";

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
