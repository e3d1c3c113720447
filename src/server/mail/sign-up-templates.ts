import { escapeHtml } from "#server/lib/html.ts";
import { layout, type MailContent } from "./templates";

/**
 * The mails of a sign-up that waited for approval (decision 0155): the decision, and nothing of
 * who made it.
 */

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function mail(subject: string, lines: string[], html: string[]): MailContent {
  return { subject, text: lines.join("\n"), html: layout(subject, html.join("")) };
}

export function accountApprovedEmail(input: { username: string; link: string }): MailContent {
  const what =
    "Good news: a moderator has approved your Quip account. You can now post quips, comment, like, follow and report.";
  const link = escapeHtml(input.link);
  return mail(
    "Your Quip account is approved",
    [`Hi ${input.username},`, "", what, "", input.link],
    [
      paragraph(`Hi ${input.username},`),
      paragraph(what),
      `<p><a href="${link}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Open Quip</a></p>`,
    ],
  );
}

/** Sent once the account is gone: it says so, and that they may try again. */
export function accountDeclinedEmail(input: { username: string }): MailContent {
  const what =
    "Thank you for your interest in Quip. A moderator has reviewed your request to join and declined it, so the account and everything in it has been deleted.";
  const again = "You are welcome to sign up again later.";
  return mail(
    "Your request to join Quip",
    [`Hi ${input.username},`, "", what, "", again],
    [paragraph(`Hi ${input.username},`), paragraph(what), paragraph(again)],
  );
}
