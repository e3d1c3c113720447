import { escapeHtml } from "#server/lib/html.ts";
import {
  type ListLinks,
  linkTo,
  listFooterHtml,
  listFooterText,
  muted,
  quoteHtml,
} from "./list-templates";
import { layout, type MailContent } from "./templates";

/** One notice as the recipient's Activity words it (decision 0160), with where it leads. */
export interface NoticeLine {
  sentence: string;
  quote: string | null;
  fineLine: string | null;
  link: string;
}

/**
 * A kind's notices gathered into one mail, newest first. One notice is its own subject; more
 * are counted under the kind's name, so the subject says no more than the lines do.
 */
export function noticeMailEmail(input: {
  username: string;
  kindLabel: string;
  lines: NoticeLine[];
  links: ListLinks;
}): MailContent {
  const [only] = input.lines;
  const subject =
    input.lines.length === 1 && only
      ? only.sentence
      : `${input.lines.length} new notices on Quip: ${input.kindLabel}`;
  const text = [
    `Hi ${input.username},`,
    "",
    ...input.lines.flatMap((line) => [
      `• ${line.sentence}`,
      ...(line.quote ? [`  “${line.quote}”`] : []),
      ...(line.fineLine ? [`  ${line.fineLine}`] : []),
      `  ${line.link}`,
      "",
    ]),
    ...listFooterText(input.links),
  ];
  const html = [
    `<p>Hi ${escapeHtml(input.username)},</p>`,
    ...input.lines.map(
      (line) =>
        `<div style="margin:0 0 16px"><p style="margin:0;font-weight:600">${linkTo(line.sentence, line.link)}</p>${
          line.quote ? quoteHtml(line.quote) : ""
        }${line.fineLine ? muted(escapeHtml(line.fineLine)) : ""}</div>`,
    ),
    listFooterHtml(input.links),
  ];
  return { subject, text: text.join("\n"), html: layout(subject, html.join("")) };
}
