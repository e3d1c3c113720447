import type { AppContext } from "#server/context.ts";
import type { ListLinks } from "#server/mail/list-templates.ts";
import type { MailContent } from "#server/mail/templates.ts";
import { queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import type { MailList } from "#shared/rules/mail-lists.ts";
import { advanceMark, type Mark } from "./marks";
import type { MailRecipient } from "./recipient";
import { listLinks } from "./unsubscribe-token";

/**
 * Moves a list's mark and queues its mail, in one transaction: the mail goes out with its
 * one-click unsubscribe address, once, whichever process got there first. `content` null moves
 * the mark alone (nothing to say). Answers whether a mail was queued.
 */
export async function queueListMail(
  ctx: AppContext,
  target: { userId: string; list: MailList; recipient: MailRecipient },
  mark: { seen: Mark | undefined; next: Parameters<typeof advanceMark>[3] },
  content: ((links: ListLinks) => MailContent) | null,
): Promise<boolean> {
  const { userId, list, recipient } = target;
  return ctx.db.transaction(async (tx) => {
    if (!(await advanceMark(tx, { userId, list }, mark.seen, mark.next))) return false;
    if (!content) return false;
    const links = listLinks(ctx, userId, list);
    await queueMail(
      tx,
      { to: recipient.email, ...content(links), unsubscribeUrl: links.oneClick },
      { now: ctx.now() },
    );
    return true;
  });
}
