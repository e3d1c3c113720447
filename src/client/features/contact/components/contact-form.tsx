import { Send } from "lucide-react";
import type { FormEvent } from "react";
import { CONTACT_LIMITS, CONTACT_MSG } from "../../../../shared/admin-messages";
import { ContactInput } from "../../../../shared/schemas/contact";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { TextField } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { useSchemaForm } from "../../account/hooks/use-schema-form";
import { Textarea } from "../../quips/components/textarea";
import { useSendContactMessage } from "../api/send-contact-message";

const EMPTY = { name: "", email: "", subject: "", message: "" };

/** Name, email, subject and message, checked with the shared schema; cleared once sent. */
export function ContactForm() {
  const form = useSchemaForm(ContactInput, EMPTY, "contact");
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const input = form.submit();
    if (input) send.mutate(input);
  }

  const { error: messageError, ...message } = form.field("message");
  const messageErrorId = `${message.id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={send.isPending}>
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
      <div>
        <Label htmlFor={message.id}>Message</Label>
        <Textarea
          {...message}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? messageErrorId : undefined}
          className="mt-1.5"
        />
        <FieldError id={messageErrorId} message={messageError} />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        Send Message
      </Button>
    </form>
  );
}
