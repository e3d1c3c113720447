import { escapeHtml } from "#server/lib/html.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";
import { layout, type MailContent } from "./templates";

const small = (html: string) => `<p style="font-size:13px;color:#4b5563">${html}</p>`;
const quoted = (text: string) =>
  `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #d1d5db;color:#374151;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

/**
 * Tells an administrator that a contact message is waiting, when no CONTACT_TO takes it. It
 * carries no Reply-To: the answer is written in the console, so the other administrators see
 * that it has been answered, and by whom.
 */
export function contactNoticeEmail(input: ContactInput & { link: string }): MailContent {
  const subject = `[Quip contact] ${input.subject}`;
  const lead = "A message came through the contact form. Read and answer it in the admin console:";
  const text = [
    lead,
    "",
    input.link,
    "",
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    "",
    input.message,
  ].join("\n");
  const link = escapeHtml(input.link);
  const html = layout(
    input.subject,
    [
      `<p>${escapeHtml(lead)}</p>`,
      `<p><a href="${link}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Open the inbox</a></p>`,
      small(`From ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;`),
      quoted(input.message),
    ].join(""),
  );
  return { subject, text, html };
}

/** "Re: " once, however many times the thread has been answered. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * An administrator's answer to a contact message, from the site: signed by the team, never by
 * the administrator's name or address, with the sender's own words quoted below it.
 */
export function contactReplyEmail(input: {
  name: string;
  subject: string;
  message: string;
  sentAt: Date;
  answer: string;
}): MailContent {
  const subject = replySubject(input.subject);
  const wrote = `On ${easternDateTimeText(input.sentAt.toISOString())}, you wrote:`;
  const text = [
    `Hi ${input.name},`,
    "",
    input.answer,
    "",
    "The Quip team",
    "",
    wrote,
    ...input.message.split("\n").map((line) => `> ${line}`),
  ].join("\n");
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(input.name)},</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(input.answer)}</p>`,
      "<p>The Quip team</p>",
      small(escapeHtml(wrote)),
      quoted(input.message),
    ].join(""),
  );
  return { subject, text, html };
}
