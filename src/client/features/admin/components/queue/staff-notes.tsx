import { NotebookPen } from "lucide-react";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useAddStaffNote, useStaffNotes } from "#client/features/admin/api/staff-notes.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { StaffNoteInput } from "#shared/schemas/moderation.ts";

const m = ADMIN_MSG.moderation;

/**
 * What moderators and administrators have written about a member, newest first, and a note to
 * add. The member never reads them; they are loaded only once opened.
 */
export function StaffNotes({ member }: { member: { id: string; username: string } }) {
  const { data: notes, error, refetch } = useStaffNotes(member.id);
  const add = useAddStaffNote();
  const form = useForm({
    initialValues: { content: "" },
    validate: bySchema(StaffNoteInput),
    idPrefix: `staff-note-${member.id}`,
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) =>
      handleUnauthorized(failure)
        ? null
        : { field: "content", message: serverMessage(failure) ?? m.failed.addNote },
  });
  const onSubmit = form.handleSubmit((input) =>
    add.mutateAsync({ memberId: member.id, ...input }).then(() => form.reset()),
  );
  const titleId = `staff-notes-${member.id}-title`;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-3"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-bold text-gray-900">
        <NotebookPen aria-hidden="true" className="size-4" />
        Staff notes about {member.username}
      </h4>
      {error ? (
        <LoadError title={m.failed.loadNotes} error={error} onRetry={() => void refetch()} />
      ) : !notes ? (
        <Skeleton className="h-12 w-full" />
      ) : notes.length === 0 ? (
        <p className="text-sm text-gray-700">{m.queue.emptyNotes}</p>
      ) : (
        <ol aria-label="Staff notes" className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-gray-200 bg-white px-3 py-2">
              <p className="text-sm break-words whitespace-pre-wrap text-gray-900">
                {note.content}
              </p>
              <p className="mt-1 text-xs text-gray-600">
                <span className="font-semibold break-all">{note.author.username}</span> ·{" "}
                <time dateTime={note.createdAt}>{formatEasternDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate aria-busy={form.isSubmitting} className="grid gap-2">
        <TextareaField
          {...form.field("content")}
          label="Add a note (staff only)"
          rows={2}
          counter={{ max: LIMITS.staffNoteMax }}
        />
        <SubmitButton busy={form.isSubmitting} size="sm" className="justify-self-start">
          Add note
        </SubmitButton>
      </form>
    </section>
  );
}
