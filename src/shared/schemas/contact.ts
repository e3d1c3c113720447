import { z } from "zod";
import { CONTACT_LIMITS as L, LIMITS } from "#shared/limits.ts";
import { CONTACT_INBOX_MSG, CONTACT_MSG as m } from "#shared/messages/contact.ts";

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

const inbox = CONTACT_INBOX_MSG;

/** The console's two views: messages still to deal with, and those put away. */
export const CONTACT_INBOX_VIEWS = ["inbox", "archived"] as const;
export type ContactInboxView = (typeof CONTACT_INBOX_VIEWS)[number];

export const ContactInboxQuery = z.object({
  view: z.enum(CONTACT_INBOX_VIEWS).default("inbox"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ContactInboxQuery = z.infer<typeof ContactInboxQuery>;

/**
 * The signed-in member who sent a message, by their current name; null for a visitor or once
 * the account is gone. Only who they are: nothing of what they post.
 */
const ContactSender = z.object({ id: z.string(), username: z.string() }).nullable();

/** A message's state: each instant null until it happens (answered: the latest answer). */
const ContactState = {
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
};

/** One row of the inbox: who wrote, about what, the start of it, and where it stands. */
export const ContactMessageSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  excerpt: z.string(),
  createdAt: z.string(),
  member: ContactSender,
  ...ContactState,
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummary>;

export const ContactInboxPage = z.object({
  messages: z.array(ContactMessageSummary),
  page: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type ContactInboxPage = z.infer<typeof ContactInboxPage>;

/** An answer mailed to the sender, and the administrator who wrote it (kept by name too). */
export const ContactReply = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  admin: z.object({ id: z.string().nullable(), username: z.string() }),
});
export type ContactReply = z.infer<typeof ContactReply>;

/** A whole message, with every answer it has had, oldest first. */
export const ContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  member: ContactSender,
  ...ContactState,
  replies: z.array(ContactReply),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactReplyInput = z.object({
  text: z
    .string({ error: inbox.replyRequired })
    .trim()
    .min(1, inbox.replyRequired)
    .max(L.replyMax, inbox.replyTooLong),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInput>;

/** Unread messages in the inbox (archived ones are not counted), for the console's tab. */
export const ContactUnreadCount = z.object({ count: z.number() });
export type ContactUnreadCount = z.infer<typeof ContactUnreadCount>;
