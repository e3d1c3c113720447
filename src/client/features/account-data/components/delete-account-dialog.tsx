import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useDialogFocus } from "#client/components/ui/use-dialog-focus.ts";
import { useDeleteAccount } from "#client/features/account-data/api/delete-account.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { useTotpStatus } from "#client/lib/auth/get-totp-status.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { cn } from "#client/lib/cn.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { DeleteAccountInput } from "#shared/schemas/account-data.ts";

/**
 * "Delete your account?": what goes, what the vanishing of anonymous quips may tell, the
 * username's hold, and the password that proves it is the member. Focus starts in the password
 * field; Escape and Cancel keep the account.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focus = useDialogFocus((content) => content.querySelector("input"));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <Dialog.Content
          {...focus}
          role="alertdialog"
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6",
          )}
        >
          {/* Mounted only while open, so each opening starts with an empty password. */}
          <DeleteAccountForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a refusal of the second factor says: it belongs under the code's field. */
const CODE_REFUSALS: ReadonlySet<string> = new Set([
  TWO_FACTOR_MSG.codeRequired,
  TWO_FACTOR_MSG.codeWrong,
]);

function DeleteAccountForm() {
  const remove = useDeleteAccount();
  // A member with an authenticator app proves it is them with a code too (decision 0116).
  const withCode = useTotpStatus().data?.enabled === true;
  const form = useForm({
    initialValues: { currentPassword: "", code: "" },
    validate: bySchema(DeleteAccountInput),
    idPrefix: "delete-account",
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) => {
      if (handleUnauthorized(failure)) return null;
      const refusal = refusalText(failure);
      // A wrong password belongs to its field; any other refusal (too many tries) to the form.
      if (failure instanceof ApiError && failure.status === 403 && refusal) {
        return { field: "currentPassword", message: refusal };
      }
      if (refusal && CODE_REFUSALS.has(refusal)) return { field: "code", message: refusal };
      return { message: refusal ?? m.deleteFailed };
    },
  });
  const onSubmit = form.handleSubmit(({ currentPassword, code }) =>
    remove.mutateAsync(withCode ? { currentPassword, code } : { currentPassword }),
  );
  const busy = form.isSubmitting || remove.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-lg font-bold text-gray-900">
          {m.deleteDialogTitle}
        </Dialog.Title>
        <Dialog.Close
          aria-label={m.deleteCancel}
          disabled={busy}
          className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-gray-800">
        {m.deleteRemovesHeading}
      </Dialog.Description>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
        {m.deleteRemoves.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-700">{m.deleteAnonymous}</p>
      <p className="mt-2 text-sm text-gray-700">{m.deleteHold}</p>

      <TextField
        {...form.field("currentPassword")}
        label={m.deletePasswordLabel}
        type="password"
        autoComplete="current-password"
        className="mt-4"
      />
      {withCode ? (
        <TextField
          {...form.field("code")}
          label={m.deleteCodeLabel}
          autoComplete="one-time-code"
          className="mt-4"
        />
      ) : null}

      <div className="mt-4">
        <FormError message={form.formError} />
      </div>

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={busy}>
            {m.deleteCancel}
          </Button>
        </Dialog.Close>
        <SubmitButton busy={busy} variant="destructive">
          {m.deleteConfirm}
        </SubmitButton>
      </div>
    </form>
  );
}
