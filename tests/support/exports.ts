import { expect } from "vitest";
import { deliverDueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { as } from "./factories";
import { mailsTo } from "./mail";
import type { Member } from "./members";
import type { TestSmtpServer } from "./smtp";
import type { TestApp } from "./test-app";

const LINK = /http:\/\/localhost:3000\/account\?export=([A-Za-z0-9_-]+)/;

/** Asks for the member's data, lets it be prepared and mailed, and reads the link's token. */
export async function exportToken(t: TestApp, smtp: TestSmtpServer, member: Member) {
  const ready = () => mailsTo(smtp, member.email, "Your Quip data is ready");
  const before = ready().length;
  const asked = await as(t, member).post("/api/users/me/export");
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().status).toBe("preparing");
  await t.ctx.background.settled();
  await t.ctx.background.settled();
  await deliverDueMail(t.ctx);
  const mails = ready();
  expect(mails).toHaveLength(before + 1);
  const mail = mails[before];
  const token = LINK.exec(mail?.text ?? "")?.[1];
  expect(token).toBeDefined();
  expect(LINK.exec(mail?.html ?? "")?.[1]).toBe(token);
  return token as string;
}
