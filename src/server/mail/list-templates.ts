import { escapeHtml } from "#server/lib/html.ts";
import { MAIL_LISTS_MSG } from "#shared/messages/mail-lists.ts";

/**
 * The parts every list's mail (gathered notices, the digest) shares: its footer says why it
 * came and carries the unsubscribe page's link, in the text part and in the HTML alike.
 */

export interface ListLinks {
  /** The unsubscribe page (`/unsubscribe?token=…`), which asks before it stops anything. */
  unsubscribePage: string;
  settings: string;
}

export const muted = (html: string) => `<p style="font-size:13px;color:#4b5563">${html}</p>`;

export const linkTo = (label: string, href: string) =>
  `<a href="${escapeHtml(href)}" style="color:#15803d">${escapeHtml(label)}</a>`;

export function listFooterText(links: ListLinks): string[] {
  const m = MAIL_LISTS_MSG;
  return [
    "",
    "--",
    m.footer,
    `${m.toSettings}: ${links.settings}`,
    `${m.unsubscribe}: ${links.unsubscribePage}`,
  ];
}

export function listFooterHtml(links: ListLinks): string {
  const m = MAIL_LISTS_MSG;
  return `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">${muted(
    `${escapeHtml(m.footer)} ${linkTo(m.toSettings, links.settings)} · ${linkTo(m.unsubscribe, links.unsubscribePage)}`,
  )}`;
}

/** A quip's words as a mail quotes them: set apart, never as HTML. */
export const quoteHtml = (text: string) =>
  `<blockquote style="margin:4px 0 0;padding:4px 10px;border-left:3px solid #d1d5db;color:#374151">${escapeHtml(text)}</blockquote>`;
