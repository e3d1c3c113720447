import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { ADMIN_MSG } from "../../../../../shared/admin-messages";
import { LIMITS } from "../../../../../shared/limits";
import { FormField } from "../../../../components/form/form-field";
import { TextareaField } from "../../../../components/form/textarea-field";
import { useForm } from "../../../../components/form/use-form";
import { bySchema } from "../../../../components/form/validation";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { Spinner } from "../../../../components/ui/spinner";
import { useDialogFocus } from "../../../../components/ui/use-dialog-focus";
import { cn } from "../../../../lib/cn";
import { handleUnauthorized } from "../../../auth";
import { useSuspendMember } from "../../api/suspend-member";
import { serverMessage } from "../../lib/admin-failure";
import { initialSuspendForm, SuspendForm } from "../../lib/suspend-form";

type Member = { id: string; username: string };

/** Suspends a member until a date and time (Eastern) or indefinitely, with a reason they read. */
export function SuspendDialog({
  member,
  open,
  onOpenChange,
}: {
  member: Member;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focus = useDialogFocus((content) => content.querySelector("textarea"));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <Dialog.Content
          {...focus}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6",
          )}
        >
          {/* Mounted only while open, so each opening starts afresh. */}
          <SuspendMemberForm member={member} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SuspendMemberForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const [initial] = useState(() => initialSuspendForm(Date.now()));
  const suspend = useSuspendMember();
  const form = useForm({
    initialValues: initial,
    validate: bySchema(SuspendForm),
    idPrefix: "suspend",
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) =>
      handleUnauthorized(failure)
        ? null
        : { message: serverMessage(failure) ?? ADMIN_MSG.moderation.failed.suspend },
  });
  const indefinite = form.values.length === "indefinite";
  const { error: untilError, ...until } = form.field("until");

  const onSubmit = form.handleSubmit((input) =>
    suspend.mutateAsync({ ...input, id: member.id, username: member.username }).then(onClose),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-lg font-bold break-all text-gray-900">
          Suspend {member.username}
        </Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-gray-700">
        They can still sign in and read, but cannot post, edit, comment, like, follow or report
        until it ends. They see the reason on every page, never who suspended them.
      </Dialog.Description>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-gray-800">How long</legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {(
            [
              ["until", "Until a date"],
              ["indefinite", "Indefinitely"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 hover:border-gray-400 has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input
                type="radio"
                name={form.fieldId("length")}
                value={value}
                checked={form.values.length === value}
                onChange={() => form.setValue("length", value)}
                className="size-4 shrink-0 accent-brand"
              />
              <span className="text-gray-900">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {indefinite ? null : (
        <FormField id={until.id} label="Ends (Eastern time)" error={untilError} className="mt-4">
          {(control) => <Input {...control} {...until} type="datetime-local" className="mt-1.5" />}
        </FormField>
      )}

      <TextareaField
        {...form.field("reason")}
        label="Reason (the member reads it)"
        rows={3}
        counter={{ max: LIMITS.suspensionReasonMax }}
        invalid={form.values.reason.length > LIMITS.suspensionReasonMax}
        className="mt-4"
      />

      {form.formError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {form.formError}
        </p>
      ) : null}

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="destructive" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Spinner className="size-4" /> : null}
          Suspend
        </Button>
      </div>
    </form>
  );
}
