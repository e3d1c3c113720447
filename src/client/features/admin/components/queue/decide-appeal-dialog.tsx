import { z } from "zod";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import {
  FormDialog,
  FormDialogActions,
  FormDialogHeading,
} from "#client/components/ui/form-dialog.tsx";
import { useDecideAppeal } from "#client/features/admin/api/decide-appeal.ts";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { type AppealOutcome, DecideAppealInput } from "#shared/schemas/warnings.ts";

const NoteForm = z.object({ note: DecideAppealInput.shape.note });

const DECISION = {
  upheld: {
    title: (username: string) => `Uphold the warning of ${username}?`,
    description: "The warning stands. The member is told at once, with your note if you write one.",
    submit: "Uphold",
  },
  overturned: {
    title: (username: string) => `Overturn the warning of ${username}?`,
    description:
      "The warning stays in the member's list, marked overturned. They are told at once, with your note if you write one.",
    submit: "Overturn",
  },
} as const;

/**
 * Decides an appeal, once: uphold or overturn with an optional note the member reads. A
 * refusal (the warning was one's own, or another moderator decided first) is shown as the
 * server wrote it.
 */
export function DecideAppealDialog({
  warningId,
  username,
  outcome,
  onClose,
}: {
  warningId: string;
  username: string;
  /** The decision being made; null while the dialog is closed. */
  outcome: AppealOutcome | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {outcome ? (
        <DecideAppealForm
          warningId={warningId}
          username={username}
          outcome={outcome}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function DecideAppealForm({
  warningId,
  username,
  outcome,
  onClose,
}: {
  warningId: string;
  username: string;
  outcome: AppealOutcome;
  onClose: () => void;
}) {
  const decide = useDecideAppeal();
  const words = DECISION[outcome];
  const form = useForm({
    initialValues: { note: "" },
    validate: bySchema(NoteForm),
    idPrefix: `decide-${warningId}`,
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) =>
      handleUnauthorized(failure)
        ? null
        : { message: serverMessage(failure) ?? ADMIN_MSG.moderation.failed.decideAppeal },
  });
  const onSubmit = form.handleSubmit(({ note }) =>
    decide.mutateAsync({ warningId, outcome, note: note || undefined }).then(onClose),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogHeading
        title={words.title(username)}
        titleClassName="break-words"
        description={words.description}
      />
      <TextareaField
        {...form.field("note")}
        label="Note to the member (optional)"
        rows={3}
        counter={{ max: LIMITS.appealTextMax }}
        invalid={form.values.note.length > LIMITS.appealTextMax}
        className="mt-4"
      />
      <div className="mt-4">
        <FormError message={form.formError} />
      </div>
      <FormDialogActions submitLabel={words.submit} isSubmitting={form.isSubmitting} />
    </form>
  );
}
