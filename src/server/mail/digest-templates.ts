import { escapeHtml } from "#server/lib/html.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { setupOnly } from "#shared/rules/punchline.ts";
import { ordinal } from "#shared/rules/result-card.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import {
  type ListLinks,
  linkTo,
  listFooterHtml,
  listFooterText,
  muted,
  quoteHtml,
} from "./list-templates";
import { layout, type MailContent } from "./templates";

/** A podium place of a published competition. */
export interface DigestWinner {
  title: string;
  ranking: number;
  quip: Quip;
}

/** One of the member's own quips revealed, with its place once its competition closed. */
export interface DigestOwnQuip {
  quip: Quip;
  result: { title: string | null; ranking: number; total: number } | null;
}

/** What the digest says, every quip in it revealed and named as the site names it (0160). */
export interface DigestMail {
  username: string;
  results: Array<{ topic: string; link: string; winners: DigestWinner[] }>;
  own: DigestOwnQuip[];
  best: Quip[];
  topic: string | null;
  quipLink: (quip: Quip) => string;
  home: string;
  /** The recap of the week the digest is sent in. */
  recap: string;
  links: ListLinks;
}

const RECAP_LINE = "The week so far, in one page: this week's recap";

const likes = (quip: Quip) => QUIP_CARD_MSG.likes(quip.likesCount);
const byline = (quip: Quip) => `@${quip.author?.username ?? ""} · ${likes(quip)}`;

function ownLine(entry: DigestOwnQuip): string {
  const { quip, result } = entry;
  const place = result
    ? ` · ${ordinal(result.ranking)} of ${result.total}${result.title ? `, ${result.title}` : ""}`
    : "";
  return `${likes(quip)}${place}`;
}

interface Section {
  heading: string;
  link?: string;
  items: Array<{ quote: string; line: string; link: string }>;
}

/** A mail offers no tap: a quip with a punchline is quoted by its setup and "…" (decision 0163). */
function sectionsOf(mail: DigestMail): Section[] {
  const sections: Section[] = mail.results.map((result) => ({
    heading: `Winners of “${result.topic}”`,
    link: result.link,
    items: result.winners.map((w) => ({
      quote: setupOnly(w.quip),
      line: `${ordinal(w.ranking)}, ${w.title}: ${byline(w.quip)}`,
      link: mail.quipLink(w.quip),
    })),
  }));
  if (mail.own.length > 0) {
    sections.push({
      heading: "Your quips revealed",
      items: mail.own.map((entry) => ({
        quote: setupOnly(entry.quip),
        line: ownLine(entry),
        link: mail.quipLink(entry.quip),
      })),
    });
  }
  if (mail.best.length > 0) {
    sections.push({
      heading: "The best quips since your last visit",
      items: mail.best.map((quip) => ({
        quote: setupOnly(quip),
        line: byline(quip),
        link: mail.quipLink(quip),
      })),
    });
  }
  return sections;
}

export function digestEmail(mail: DigestMail): MailContent {
  const subject = "Your Quip digest";
  const sections = sectionsOf(mail);
  const topicLine = mail.topic ? `Today's topic: ${mail.topic}` : null;
  const text = [
    `Hi ${mail.username},`,
    "",
    "Here is what happened on Quip while you were away.",
    ...sections.flatMap((section) => [
      "",
      section.heading.toUpperCase(),
      ...(section.link ? [section.link] : []),
      ...section.items.flatMap((item) => [`“${item.quote}”`, `  ${item.line}`, `  ${item.link}`]),
    ]),
    ...(topicLine ? ["", topicLine, mail.home] : []),
    "",
    RECAP_LINE,
    mail.recap,
    ...listFooterText(mail.links),
  ];
  const html = [
    `<p>Hi ${escapeHtml(mail.username)},</p>`,
    "<p>Here is what happened on Quip while you were away.</p>",
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${
          section.link ? linkTo(section.heading, section.link) : escapeHtml(section.heading)
        }</h2>${section.items
          .map(
            (item) =>
              `<div style="margin:0 0 12px">${quoteHtml(item.quote)}${muted(
                `${escapeHtml(item.line)} · ${linkTo("Open", item.link)}`,
              )}</div>`,
          )
          .join("")}`,
    ),
    ...(topicLine ? [`<p style="margin-top:24px">${linkTo(topicLine, mail.home)}</p>`] : []),
    `<p>${linkTo(RECAP_LINE, mail.recap)}</p>`,
    listFooterHtml(mail.links),
  ];
  return { subject, text: text.join("\n"), html: layout(subject, html.join("")) };
}
