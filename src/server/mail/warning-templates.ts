import { escapeHtml } from "#server/lib/html.ts";
import { layout, type MailContent } from "./templates";

/**
 * The mails of warnings (decision 0158): to the warned member alone, naming no moderator. The
 * cited text goes only to its author, who wrote it; a cited quip was revealed when cited.
 */

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const quoted = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151">${escapeHtml(text)}</blockquote>`;
const button = (label: string, link: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

export function warningEmail(input: {
  username: string;
  reason: string;
  citation: { kind: "quip" | "comment"; excerpt: string } | null;
  deadline: string;
  link: string;
}): MailContent {
  const subject = "A warning about your posts on Quip";
  const intro = "A Quip moderator has sent you a warning:";
  const about = input.citation
    ? `It is about your ${input.citation.kind}: “${input.citation.excerpt}”`
    : null;
  const appeal = `If you think it is wrong, you may appeal it once, until ${input.deadline}, in Settings → Warnings:`;
  const text = [
    `Hi ${input.username},`,
    "",
    intro,
    "",
    input.reason,
    "",
    ...(about ? [about, ""] : []),
    appeal,
    input.link,
  ];
  const html = [
    paragraph(`Hi ${input.username},`),
    paragraph(intro),
    quoted(input.reason),
    ...(about ? [paragraph(about)] : []),
    paragraph(appeal),
    button("See your warnings", input.link),
  ];
  return { subject, text: text.join("\n"), html: layout(subject, html.join("")) };
}

export function appealDecidedEmail(input: {
  username: string;
  outcome: "upheld" | "overturned";
  note: string | null;
  link: string;
}): MailContent {
  const overturned = input.outcome === "overturned";
  const subject = overturned
    ? "Your appeal was accepted: the warning is overturned"
    : "Your appeal was reviewed: the warning stands";
  const line = overturned
    ? "A moderator reviewed your appeal and overturned the warning. It stays in your list, marked overturned."
    : "A moderator reviewed your appeal and upheld the warning.";
  const note = input.note ? `The moderator's note: ${input.note}` : null;
  const text = [`Hi ${input.username},`, "", line, ...(note ? ["", note] : []), "", input.link];
  const html = [
    paragraph(`Hi ${input.username},`),
    paragraph(line),
    ...(note ? [paragraph(note)] : []),
    button("See your warnings", input.link),
  ];
  return { subject, text: text.join("\n"), html: layout(subject, html.join("")) };
}
