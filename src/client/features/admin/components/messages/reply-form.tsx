import { Send } from "lucide-react";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Card } from "#client/components/ui/card.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { useReplyToContactMessage } from "#client/features/admin/api/reply-to-contact-message.ts";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { CONTACT_LIMITS } from "#shared/limits.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import { type ContactMessage, ContactReplyInput } from "#shared/schemas/contact.ts";

/**
 * The answer, mailed to the address the sender gave, from the site, with their message quoted
 * below it. A refusal shows under the field; once sent, the field is empty again.
 */
export function ReplyForm({ message }: { message: ContactMessage }) {
  const reply = useReplyToContactMessage();
  const form = useForm({
    initialValues: { text: "" },
    validate: bySchema(ContactReplyInput),
    idPrefix: "contact-reply",
    afterSubmit: "clear",
    focusFirstError: true,
    describeFailure: (failure) =>
      handleUnauthorized(failure)
        ? null
        : { field: "text", message: serverMessage(failure) ?? CONTACT_INBOX_MSG.failed.reply },
  });

  const onSubmit = form.handleSubmit((input) =>
    reply.mutateAsync({ id: message.id, ...input }).then(() => form.reset()),
  );

  return (
    <Card as="section" aria-labelledby="reply-title" className="p-4 sm:p-5">
      <h3 id="reply-title" className="font-bold text-gray-900">
        {message.replies.length > 0 ? "Answer again" : "Answer by email"}
      </h3>
      <p className="mt-1 text-sm wrap-anywhere text-gray-600">
        Sent to {message.email} from the site, signed “The Quip team”, with their message quoted
        below it.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={form.isSubmitting}
        className="mt-3 grid gap-3"
      >
        <TextareaField
          {...form.field("text")}
          label="Your answer"
          rows={6}
          counter={{ max: CONTACT_LIMITS.replyMax }}
        />
        <SubmitButton busy={form.isSubmitting} className="justify-self-start">
          {form.isSubmitting ? null : <Send aria-hidden="true" className="size-4" />}
          Send answer
        </SubmitButton>
      </form>
    </Card>
  );
}
