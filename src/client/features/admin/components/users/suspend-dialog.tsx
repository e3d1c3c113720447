import { useState } from "react";
import { FormError } from "#client/components/form/field-error.tsx";
import { FormField } from "#client/components/form/form-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import {
  FormDialog,
  FormDialogActions,
  FormDialogHeading,
} from "#client/components/ui/form-dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useSuspendMember } from "#client/features/admin/api/suspend-member.ts";
import { ChoiceGroup } from "#client/features/admin/components/choice-group.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { initialSuspendForm, SuspendForm } from "#client/features/admin/lib/suspend-form.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

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
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <SuspendMemberForm member={member} onClose={() => onOpenChange(false)} />
    </FormDialog>
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
      <FormDialogHeading
        title={`Suspend ${member.username}`}
        titleClassName="break-all"
        description="They can still sign in and read, but cannot post, edit, comment, like, follow or report until it ends. They see the reason on every page, never who suspended them."
      />

      <ChoiceGroup
        legend="How long"
        name={form.fieldId("length")}
        options={[
          ["until", "Until a date"],
          ["indefinite", "Indefinitely"],
        ]}
        value={form.values.length}
        onChange={(length) => form.setValue("length", length)}
        className="mt-4"
      />

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

      <div className="mt-4">
        <FormError message={form.formError} />
      </div>

      <FormDialogActions
        submitLabel="Suspend"
        isSubmitting={form.isSubmitting}
        variant="destructive"
      />
    </form>
  );
}
