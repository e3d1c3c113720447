import { expect } from "vitest";
import { deliverDueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import type { ReceivedMail, TestSmtpServer } from "./smtp";
import type { TestApp } from "./test-app";

/** Every mail queued so far has been offered to SMTP: the request's nudge, then a runner. */
export async function sendQueuedMail(t: TestApp): Promise<void> {
  await t.ctx.background.settled();
  await deliverDueMail(t.ctx);
}

/** The mails one address received, oldest first; only those with this subject when given. */
export function mailsTo(smtp: TestSmtpServer, address: string, subject?: string): ReceivedMail[] {
  return smtp.messages.filter(
    (m) =>
      m.to.includes(address.toLowerCase()) &&
      (subject === undefined || m.header("subject") === subject),
  );
}

/** The token of the link to `page` in a mail, the same in its text and its HTML. */
export function tokenIn(mail: ReceivedMail, page: string): string {
  const link = new RegExp(`http://localhost:3000/${page}\\?token=([A-Za-z0-9_-]+)`);
  const fromText = link.exec(mail.text)?.[1];
  expect(fromText).toBeDefined();
  expect(link.exec(mail.html)?.[1]).toBe(fromText);
  return fromText as string;
}
