import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { CONTACT_MSG } from "#shared/messages/contact.ts";
import { as } from "./support/factories";
import { mailsTo, sendQueuedMail } from "./support/mail";
import { existingMember, registerMember } from "./support/members";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

const CONTACT_TO = "team@quip.example";
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, contactTo: CONTACT_TO });
});
afterAll(async () => {
  if (t) await t.ctx.background.settled();
  await t?.close();
  await smtp?.close();
});

const valid = {
  name: "Grace Hopper",
  email: "Grace@Example.com",
  subject: "A bug in the feed",
  message: "I found a moth in the top48 filter. Please have a look <b>soon</b>.",
};
const send = (payload: Record<string, unknown>) => as(t, undefined).post("/api/contact", payload);

describe("contact form", () => {
  it.each([
    ["a 1-letter name", { name: "G" }, CONTACT_MSG.nameTooShort],
    ["a name of spaces", { name: "   G   " }, CONTACT_MSG.nameTooShort],
    ["a 101-character name", { name: "x".repeat(101) }, CONTACT_MSG.nameTooLong],
    ["a malformed email", { email: "grace" }, CONTACT_MSG.emailInvalid],
    ["an empty email", { email: "" }, CONTACT_MSG.emailInvalid],
    ["a 3-letter subject", { subject: "Bug" }, CONTACT_MSG.subjectTooShort],
    ["a 201-character subject", { subject: "x".repeat(201) }, CONTACT_MSG.subjectTooLong],
    ["a 9-letter message", { message: "Too short" }, CONTACT_MSG.messageTooShort],
    ["a 5001-character message", { message: "x".repeat(5001) }, CONTACT_MSG.messageTooLong],
    ["no message", { message: undefined }, CONTACT_MSG.messageTooShort],
  ])("refuses %s with its message", async (_label, change, message) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(message);
  });

  it("stores the message and mails it to CONTACT_TO, replying to the sender", async () => {
    const admin = await existingMember(t);
    await setAdmin(t.ctx, admin.id, true);
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_MSG.sent });

    const [row] = await t.ctx.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      name: valid.name,
      email: "grace@example.com",
      subject: valid.subject,
      message: valid.message,
    });

    await t.ctx.background.settled();
    const mail = smtp.messages.find((m) => m.to.includes(CONTACT_TO));
    if (!mail) throw new Error("no mail to CONTACT_TO");
    expect(mail.header("subject")).toBe(`[Quip contact] ${valid.subject}`);
    expect(mail.header("reply-to")).toContain("grace@example.com");
    expect(mail.text).toContain(valid.message);
    // The sender's words are text in the HTML body, never markup.
    expect(mail.html).toContain("&lt;b&gt;soon&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>soon</b>");
    // CONTACT_TO is the person who reads them: the administrators are not mailed as well.
    expect(mailsTo(smtp, admin.email)).toEqual([]);
  });

  it("keeps a subject on one line", async () => {
    const before = smtp.messages.length;
    const response = await send({ ...valid, subject: "Hello\r\nBcc: victim@example.com" });
    expect(response.statusCode).toBe(200);
    await t.ctx.background.settled();
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages[before];
    if (!mail) throw new Error("no new mail");
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.header("bcc")).toBeUndefined();
    expect(mail.header("subject")).toBe("[Quip contact] Hello Bcc: victim@example.com");
  });
});

describe("mail without SMTP_URL", () => {
  it("is written to the data directory's outbox as an .eml file named by its outbox row", async () => {
    const offline = await createTestApp({ contactTo: CONTACT_TO });
    try {
      expect(
        (await offline.app.inject({ method: "POST", url: "/api/contact", payload: valid }))
          .statusCode,
      ).toBe(200);
      // The mail is written after the answer, by the sender the request nudged.
      await offline.ctx.background.settled();
      const files = readdirSync(offline.outboxDir).filter((file) => file.endsWith(".eml"));
      const [row] = await offline.ctx.db.select().from(mailOutbox);
      expect(row?.status).toBe("sent");
      expect(files).toEqual([expect.stringMatching(new RegExp(`-${row?.id}\\.eml$`))]);
      const eml = readFileSync(path.join(offline.outboxDir, files[0] as string), "utf8");
      expect(eml).toContain(`To: ${CONTACT_TO}`);
      expect(eml).toContain("Subject: [Quip contact] A bug in the feed");
    } finally {
      await offline.close();
    }
  });
});

describe("without CONTACT_TO", () => {
  let quiet: TestApp;
  let quietSmtp: TestSmtpServer;
  beforeAll(async () => {
    quietSmtp = await startSmtpServer();
    quiet = await createTestApp({ smtpUrl: quietSmtp.url });
  });
  afterAll(async () => {
    if (quiet) await quiet.ctx.background.settled();
    await quiet?.close();
    await quietSmtp?.close();
  });

  it("stores the message for the inbox and tells each administrator at a confirmed address", async () => {
    const admins = [await existingMember(quiet), await existingMember(quiet)];
    // Signed up and never confirmed: the sender's words and address do not go there.
    const unconfirmed = await registerMember(quiet);
    const member = await existingMember(quiet);
    for (const admin of [...admins, unconfirmed]) await setAdmin(quiet.ctx, admin.id, true);

    const response = await as(quiet, member).post("/api/contact", valid);
    expect(response.statusCode).toBe(200);
    const [row] = await quiet.ctx.db.select().from(contactMessages);
    expect(row).toMatchObject({ subject: valid.subject, userId: member.id, readAt: null });

    await sendQueuedMail(quiet);
    for (const admin of admins) {
      const [notice, ...more] = mailsTo(quietSmtp, admin.email);
      if (!notice) throw new Error(`no notice to ${admin.username}`);
      expect(more).toEqual([]);
      expect(notice.header("subject")).toBe(`[Quip contact] ${valid.subject}`);
      expect(notice.text).toContain(`http://localhost:3000/admin?tab=messages&message=${row?.id}`);
      expect(notice.text).toContain(valid.message);
      expect(notice.text).toContain("From: Grace Hopper <grace@example.com>");
      // Answered in the console, where the others see it has been.
      expect(notice.header("reply-to")).toBeUndefined();
      expect(notice.html).toContain("&lt;b&gt;soon&lt;/b&gt;");
    }
    expect(mailsTo(quietSmtp, unconfirmed.email, `[Quip contact] ${valid.subject}`)).toEqual([]);
    expect(mailsTo(quietSmtp, member.email)).toEqual([]);
  });

  it("keeps the message when there is no administrator to tell", async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
      expect(await empty.ctx.db.select().from(contactMessages)).toHaveLength(1);
      expect(await empty.ctx.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
