import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import {
  FormDialog,
  FormDialogActions,
  FormDialogHeading,
} from "#client/components/ui/form-dialog.tsx";
import { useWarnMember } from "#client/features/admin/api/warn-member.ts";
import { ChoiceGroup } from "#client/features/admin/components/choice-group.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { initialWarnForm, WarnForm } from "#client/features/admin/lib/warn-form.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

type Member = { id: string; username: string };

const CITATION_LABEL = { quip: "The quip's link or id", comment: "The comment's id" } as const;

/**
 * Warns a member with a reason they read, citing one of their quips or comments or nothing
 * (decision 0158). A refusal is shown as the server wrote it: citing a quip still anonymous
 * gets the same words whoever is named, and nothing here may add to them.
 */
export function WarnDialog({
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
      <WarnMemberForm member={member} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function WarnMemberForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const warn = useWarnMember();
  const form = useForm({
    initialValues: initialWarnForm,
    validate: bySchema(WarnForm),
    idPrefix: `warn-${member.id}`,
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) =>
      handleUnauthorized(failure)
        ? null
        : { message: serverMessage(failure) ?? ADMIN_MSG.moderation.failed.warn },
  });
  const cites = form.values.cites;
  const onSubmit = form.handleSubmit((input) =>
    warn.mutateAsync({ ...input, id: member.id, username: member.username }).then(onClose),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogHeading
        title={`Warn ${member.username}`}
        titleClassName="break-all"
        description={ADMIN_MSG.moderation.warn.description}
      />

      <TextareaField
        {...form.field("reason")}
        label="Reason (the member reads it)"
        rows={3}
        counter={{ max: LIMITS.warningReasonMax }}
        invalid={form.values.reason.length > LIMITS.warningReasonMax}
        className="mt-4"
      />

      <ChoiceGroup
        legend="It cites"
        name={form.fieldId("cites")}
        options={[
          ["nothing", "Nothing"],
          ["quip", "A quip"],
          ["comment", "A comment"],
        ]}
        value={cites}
        onChange={(next) => form.setValue("cites", next)}
        className="mt-4"
      />

      {cites === "nothing" ? null : (
        <TextField
          {...form.field("citation")}
          label={CITATION_LABEL[cites]}
          autoComplete="off"
          spellCheck={false}
          className="mt-4"
        />
      )}

      <div className="mt-4">
        <FormError message={form.formError} />
      </div>

      <FormDialogActions
        submitLabel="Warn"
        isSubmitting={form.isSubmitting}
        variant="destructive"
      />
    </form>
  );
}
