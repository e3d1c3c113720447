import { z } from "zod";
import { CONTACT_LIMITS as L, LIMITS } from "#shared/limits.ts";
import { CONTACT_MSG as m } from "#shared/messages/contact.ts";

/** One message for a missing, malformed or overlong address, as the form shows it. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(LIMITS.emailMax, message)
    .pipe(z.email(message))
    .transform((email) => email.toLowerCase());

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);

export const ContactInput = z.object({
  name: text(L.nameMin, L.nameMax, m.nameTooShort, m.nameTooLong),
  email: emailAddress(m.emailInvalid),
  // A subject is one line: a newline in it could otherwise reach the mail's headers.
  subject: text(L.subjectMin, L.subjectMax, m.subjectTooShort, m.subjectTooLong).transform((s) =>
    s.replace(/\s+/g, " "),
  ),
  message: text(L.messageMin, L.messageMax, m.messageTooShort, m.messageTooLong),
});
export type ContactInput = z.infer<typeof ContactInput>;
/** The form's values before trimming (for react-hook-form or similar). */
export type ContactForm = z.input<typeof ContactInput>;
