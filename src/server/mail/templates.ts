import { escapeHtml } from "#server/lib/html.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A plain, readable layout: one column, the brand green used once, no remote images. */
export function layout(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;overflow:hidden">',
    '<div style="background:#15803d;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">Quip</div>',
    `<div style="padding:24px"><h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div>`,
    "</div></body></html>",
  ].join("");
}

export function passwordResetEmail(input: { username: string; link: string }): MailContent {
  const subject = "Reset your Quip password";
  const text = [
    `Hi ${input.username},`,
    "",
    "Someone (hopefully you) asked to reset the password of your Quip account.",
    "Open this link within 1 hour to choose a new password:",
    "",
    input.link,
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ].join("\n");
  const link = escapeHtml(input.link);
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(input.username)},</p>`,
      "<p>Someone (hopefully you) asked to reset the password of your Quip account. Open this link within 1 hour to choose a new password:</p>",
      `<p><a href="${link}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Reset password</a></p>`,
      `<p style="font-size:13px;color:#4b5563;word-break:break-all">Or paste this address into your browser: ${link}</p>`,
      '<p style="font-size:13px;color:#4b5563">If you did not ask for this, ignore this email: your password stays as it is.</p>',
    ].join(""),
  );
  return { subject, text, html };
}

export function contactEmail(input: ContactInput): MailContent {
  const subject = `[Quip contact] ${input.subject}`;
  const text = [
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    "",
    input.message,
  ].join("\n");
  const html = layout(
    input.subject,
    [
      `<p style="color:#4b5563">From ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    ].join(""),
  );
  return { subject, text, html };
}

export function dataExportEmail(input: {
  username: string;
  link: string;
  expiresAt: string;
}): MailContent {
  const subject = "Your Quip data is ready";
  const text = [
    `Hi ${input.username},`,
    "",
    "The copy of your Quip data you asked for is ready: a ZIP file of your profile, quips,",
    "comments, likes, bookmarks, drafts, follows, badges and notifications.",
    `Open this link while signed in to Quip to download it. It works until ${input.expiresAt}:`,
    "",
    input.link,
    "",
    "If you did not ask for this, change your password: someone may be signed in as you.",
  ].join("\n");
  const link = escapeHtml(input.link);
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(input.username)},</p>`,
      "<p>The copy of your Quip data you asked for is ready: a ZIP file of your profile, quips, comments, likes, bookmarks, drafts, follows, badges and notifications.</p>",
      `<p>Open this link while signed in to Quip to download it. It works until ${escapeHtml(input.expiresAt)}.</p>`,
      `<p><a href="${link}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Download my data</a></p>`,
      `<p style="font-size:13px;color:#4b5563;word-break:break-all">Or paste this address into your browser: ${link}</p>`,
      '<p style="font-size:13px;color:#4b5563">If you did not ask for this, change your password: someone may be signed in as you.</p>',
    ].join(""),
  );
  return { subject, text, html };
}
