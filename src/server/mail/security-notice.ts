import { escapeHtml } from "#server/lib/html.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { layout, type MailContent } from "./templates";

export type SecurityNotice = keyof Omit<typeof TWO_FACTOR_MSG.mail, "notYou">;

/**
 * Tells a member that how they sign in has changed, so a change they did not make does not go
 * unnoticed. It names no device, place or address: only what changed and what to do.
 */
export function securityNoticeEmail(input: {
  username: string;
  notice: SecurityNotice;
  resetLink: string;
}): MailContent {
  const { subject, body } = TWO_FACTOR_MSG.mail[input.notice];
  const notYou = TWO_FACTOR_MSG.mail.notYou;
  const text = [`Hi ${input.username},`, "", body, "", notYou, input.resetLink].join("\n");
  const link = escapeHtml(input.resetLink);
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(input.username)},</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p style="font-size:13px;color:#4b5563">${escapeHtml(notYou)} <a href="${link}">${link}</a></p>`,
    ].join(""),
  );
  return { subject, text, html };
}
