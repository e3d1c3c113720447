import { escapeHtml } from "#server/lib/html.ts";
import { layout, type MailContent } from "./templates";

/**
 * The mails of Account and security. Each names the member by username and says what happened
 * to their account, nothing more: no quip, no other member.
 */

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const small = (text: string) => `<p style="font-size:13px;color:#4b5563">${escapeHtml(text)}</p>`;

function button(label: string, link: string): string {
  const href = escapeHtml(link);
  return [
    `<p><a href="${href}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`,
    `<p style="font-size:13px;color:#4b5563;word-break:break-all">Or paste this address into your browser: ${href}</p>`,
  ].join("");
}

function mail(subject: string, lines: string[], html: string[]): MailContent {
  return { subject, text: lines.join("\n"), html: layout(subject, html.join("")) };
}

/** The link that confirms an address: the one signed up with, or the one changed to. */
export function confirmEmailEmail(input: {
  username: string;
  link: string;
  change: boolean;
}): MailContent {
  const why = input.change
    ? "You asked to use this address for your Quip account. Open this link within 24 hours to confirm it; your address changes once you do:"
    : "Welcome to Quip! Open this link within 24 hours to confirm that this address is yours:";
  const ignore = input.change
    ? "If you did not ask for this, ignore this email: nothing changes."
    : "If you did not sign up for Quip, ignore this email.";
  return mail(
    "Confirm your email address for Quip",
    [`Hi ${input.username},`, "", why, "", input.link, "", ignore],
    [
      paragraph(`Hi ${input.username},`),
      paragraph(why),
      button("Confirm email address", input.link),
      small(ignore),
    ],
  );
}

/** To the address a change was asked from: it still works until the new one is confirmed. */
export function emailChangeRequestedEmail(input: {
  username: string;
  newEmail: string;
  resetLink: string;
}): MailContent {
  const what = `Someone (hopefully you) asked to change the email address of your Quip account to ${input.newEmail}. It changes only once the link we sent there is opened.`;
  const ifNot =
    "If this was not you, someone may know your password: reset it with the link below, then sign out of the devices you don't recognise in Account and security.";
  return mail(
    "Your Quip email address is being changed",
    [`Hi ${input.username},`, "", what, "", ifNot, "", input.resetLink],
    [
      paragraph(`Hi ${input.username},`),
      paragraph(what),
      paragraph(ifNot),
      button("Reset password", input.resetLink),
    ],
  );
}

/**
 * To an address another member asked to move their account to, when it already has an account.
 * The one who asked is answered as if the link had gone out, so the form tells nobody which
 * addresses have accounts; the owner of this one learns it was tried and that nothing changed.
 */
export function emailAlreadyUsedEmail(input: { resetLink: string }): MailContent {
  const what =
    "Someone asked to use this address for a Quip account, but it already belongs to one: yours. Nothing has changed.";
  const help = "If you have forgotten your password, you can reset it here:";
  return mail(
    "This address already has a Quip account",
    ["Hi,", "", what, "", help, "", input.resetLink],
    [paragraph("Hi,"), paragraph(what), paragraph(help), button("Reset password", input.resetLink)],
  );
}

export function passwordChangedEmail(input: { username: string; resetLink: string }): MailContent {
  const what =
    "The password of your Quip account was just changed, and every other device was signed out.";
  const ifNot =
    "If this was not you, reset your password now with the link below: the reset signs out everyone, including whoever changed it.";
  return mail(
    "Your Quip password was changed",
    [`Hi ${input.username},`, "", what, "", ifNot, "", input.resetLink],
    [
      paragraph(`Hi ${input.username},`),
      paragraph(what),
      paragraph(ifNot),
      button("Reset password", input.resetLink),
    ],
  );
}
