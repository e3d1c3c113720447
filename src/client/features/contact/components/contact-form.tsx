import { Send } from "lucide-react";
import { CONTACT_LIMITS } from "../../../../shared/limits";
import { CONTACT_MSG } from "../../../../shared/messages/contact";
import { displayName } from "../../../../shared/rules/avatar-initials";
import { ContactInput } from "../../../../shared/schemas/contact";
import { TextField } from "../../../components/form/text-field";
import { TextareaField } from "../../../components/form/textarea-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema } from "../../../components/form/validation";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../../lib/auth/get-current-user";
import { toast } from "../../../lib/toast/use-toast";
import { useSendContactMessage } from "../api/send-contact-message";

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
