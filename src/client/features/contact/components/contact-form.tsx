import { Send } from "lucide-react";
import { TextField } from "#client/components/form/text-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useSendContactMessage } from "#client/features/contact/api/send-contact-message.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { CONTACT_LIMITS } from "#shared/limits.ts";
import { CONTACT_MSG } from "#shared/messages/contact.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import { ContactInput } from "#shared/schemas/contact.ts";

const EMPTY = { name: "", email: "", subject: "", message: "" };
type ContactValues = typeof EMPTY;

/**
 * Name, email, subject and message, checked with the shared schema. A member's name and email
 * are filled in (and may be changed); sending clears the rest.
 */
export function ContactForm() {
  const { data: member } = useCurrentUser();
  const initialValues = member
    ? { ...EMPTY, name: displayName(member), email: member.email }
    : EMPTY;
  // The form takes its first values once; a member who loads after it starts it again.
  return <ContactFields key={member?.id ?? "visitor"} initialValues={initialValues} />;
}

function ContactFields({ initialValues }: { initialValues: ContactValues }) {
  const form = useForm({
    initialValues,
    validate: bySchema(ContactInput),
    idPrefix: "contact",
    focusFirstError: true,
  });

  const send = useSendContactMessage({
    mutationConfig: {
      onSuccess: () => {
        form.reset();
        toast({ title: CONTACT_MSG.sent, description: CONTACT_MSG.sentBody, variant: "success" });
      },
      onError: () =>
        toast({
          title: CONTACT_MSG.failedTitle,
          description: CONTACT_MSG.failedBody,
          variant: "destructive",
        }),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => send.mutateAsync(input))}
      className="grid gap-4"
      aria-busy={form.isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field("name")} label="Name" autoComplete="name" required />
        <TextField
          {...form.field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </div>
      <TextField
        {...form.field("subject")}
        label="Subject"
        maxLength={CONTACT_LIMITS.subjectMax}
        required
      />
      <TextareaField
        {...form.field("message")}
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        required
      />
      <Button type="submit" size="lg" disabled={form.isSubmitting} className="justify-self-start">
        {form.isSubmitting ? (
          <Spinner className="size-4" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        Send Message
      </Button>
    </form>
  );
}
