import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from "vitest";
import { contactMessages, mailOutbox, passwordResets } from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import { sendMailJob } from "#server/jobs/send-mail.job.ts";
import type { OutgoingMail } from "#server/mail/mailer.ts";
import { requestPasswordReset } from "#server/services/auth/password-reset.service.ts";
import {
  deliverDueMail,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  queueMail,
} from "#server/services/mail-outbox/mail-outbox.service.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { as } from "./support/factories";
import { existingMember, type Member } from "./support/members";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { type SmtpGate, startSmtpGate } from "./support/smtp-gate";
import { createTestApp, type TestApp } from "./support/test-app";

const CONTACT_TO = "team@quip.example";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/;

let t: TestApp;
let smtp: TestSmtpServer;
let gate: SmtpGate;
let loggedErrors: MockInstance<(error: unknown, message: string) => void>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  gate = await startSmtpGate(smtp.url);
  t = await createTestApp({ smtpUrl: gate.url, contactTo: CONTACT_TO });
  loggedErrors = vi.spyOn(t.ctx.mailer.log, "error").mockImplementation(() => {});
});
afterEach(async () => {
  await t.ctx.background.settled();
  await gate.up();
  gate.mode = "open";
  await t.ctx.db.delete(mailOutbox);
  loggedErrors.mockClear();
});
afterAll(async () => {
  await t?.close();
  await gate?.close();
  await smtp?.close();
});

const forgot = (email: string) => as(t, undefined).post("/api/auth/forgot-password", { email });
const contact = (subject: string) =>
  as(t, undefined).post("/api/contact", {
    name: "Grace Hopper",
    email: "grace@example.com",
    subject,
    message: "A moth in the relay, taped into the log book.",
  });
const deliver = () => deliverDueMail(t.ctx);
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const rowsTo = (address: string) =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));
const resetsOf = (member: Member) =>
  t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function onlyRowTo(address: string) {
  const rows = await rowsTo(address);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof mailOutbox.$inferSelect;
}

/** Makes every insert into the outbox fail, as a full disk or a lost connection would. */
async function whileTheOutboxRefuses(action: () => Promise<void>) {
  await t.ctx.db.execute(sql`
    create function refuse_mail() returns trigger language plpgsql
    as $$ begin raise exception 'the outbox refuses'; end $$`);
  await t.ctx.db.execute(sql`
    create trigger refuse_mail before insert on mail_outbox
    for each row execute function refuse_mail()`);
  try {
    await action();
  } finally {
    await t.ctx.db.execute(sql`drop trigger refuse_mail on mail_outbox`);
    await t.ctx.db.execute(sql`drop function refuse_mail()`);
  }
}

describe("queueing", () => {
  it("writes one outbox row with a reset request, in the transaction that issues the link", async () => {
    const member = await existingMember(t);
    await gate.down();
    expect((await forgot(member.email)).statusCode).toBe(200);
    await t.ctx.background.settled();

    const row = await onlyRowTo(member.email);
    const [reset, ...others] = await resetsOf(member);
    expect(others).toEqual([]);
    const token = LINK.exec(row.textBody ?? "")?.[1] ?? "";
    expect(sha256(token)).toBe(reset?.token);
    expect(row.htmlBody).toContain(token);
    expect(row.subject).toBe("Reset your Quip password");
    // The row carries the link's secret: it is not kept past the link's own life.
    expect(row.discardAfter?.getTime()).toBe(reset?.expiresAt.getTime());
  });

  it("issues no link when its mail cannot be queued", async () => {
    const member = await existingMember(t);
    await whileTheOutboxRefuses(async () => {
      await expect(requestPasswordReset(t.ctx, member.email)).rejects.toThrow();
    });
    expect(await resetsOf(member)).toEqual([]);
    expect(await rowsTo(member.email)).toEqual([]);
  });

  it("keeps no contact message whose mail cannot be queued, and one row for one that can", async () => {
    const subject = `Refused ${Date.now()}`;
    await whileTheOutboxRefuses(async () => {
      expect((await contact(subject)).statusCode).toBe(500);
    });
    const stored = (s: string) =>
      t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, s));
    expect(await stored(subject)).toEqual([]);
    expect(await rowsTo(CONTACT_TO)).toEqual([]);

    expect((await contact(`${subject} again`)).statusCode).toBe(200);
    expect(await stored(`${subject} again`)).toHaveLength(1);
    await t.ctx.background.settled();
    expect((await onlyRowTo(CONTACT_TO)).subject).toBe(`[Quip contact] ${subject} again`);
  });

  it("queues nothing for an address without an account", async () => {
    const [{ count: before } = { count: -1 }] = await t.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox);
    expect((await forgot("nobody-at-all@example.com")).json()).toEqual({
      message: PASSWORD_RESET_MSG.linkSent,
    });
    const [{ count: after } = { count: -2 }] = await t.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox);
    expect(after).toBe(before);
  });
});

describe.each([
  ["nothing listens", () => gate.down(), /ECONNREFUSED/],
  [
    "the server refuses",
    async () => {
      gate.mode = "refusing";
    },
    /421/,
  ],
])("while SMTP is down (%s)", (_label, breakSmtp, expectedError) => {
  it("loses nothing, retries with a growing back-off, and delivers once when it is back", async () => {
    const member = await existingMember(t);
    await breakSmtp();
    expect((await forgot(member.email)).statusCode).toBe(200);
    await t.ctx.background.settled();

    let row = await onlyRowTo(member.email);
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimedUntil: null });
    expect(row.lastError).toMatch(expectedError);
    expect(row.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MINUTE);
    expect(loggedErrors).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining(`attempt 1 of ${MAIL_MAX_ATTEMPTS}`),
    );

    // Not due yet: the runner leaves it alone.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(MINUTE);
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    row = await onlyRowTo(member.email);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 2 * MINUTE);

    await gate.up();
    gate.mode = "open";
    t.clock.advance(2 * MINUTE);
    expect(await sendMailJob.run(t.ctx)).toBe("1 mails sent");
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(member.email)).toHaveLength(1);
    row = await onlyRowTo(member.email);
    expect(row).toMatchObject({ status: "sent", attempts: 3, textBody: null, htmlBody: null });
    expect(row.sentAt?.getTime()).toBe(t.clock.now().getTime());

    const token = LINK.exec(mailsTo(member.email)[0]?.text ?? "")?.[1] ?? "";
    const verified = await as(t, undefined).get(`/api/auth/verify-reset-token/${token}`);
    expect(verified.json()).toEqual({ valid: true });
  });
});

describe("failures", () => {
  it("gives up after the last attempt, keeping the row marked failed and saying so", async () => {
    gate.mode = "refusing";
    expect((await contact("Never arrives")).statusCode).toBe(200);
    await t.ctx.background.settled();
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(HOUR);
      expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    }
    const row = await onlyRowTo(CONTACT_TO);
    expect(row).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
    expect(row.textBody).toContain("A moth in the relay");
    expect(loggedErrors).toHaveBeenLastCalledWith(
      expect.anything(),
      `Mail ${row.id} ("[Quip contact] Never arrives") failed ${MAIL_MAX_ATTEMPTS} times and is given up: its outbox row stays, marked failed`,
    );

    gate.mode = "open";
    t.clock.advance(2 * 24 * HOUR);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    await purgeJob.run(t.ctx);
    expect((await onlyRowTo(CONTACT_TO)).status).toBe("failed");
    expect(mailsTo(CONTACT_TO).filter((m) => m.header("subject")?.includes("Never"))).toEqual([]);
  });

  it("never sends a reset mail after its link has expired, and says it was not delivered", async () => {
    const member = await existingMember(t);
    await gate.down();
    await forgot(member.email);
    await t.ctx.background.settled();
    const row = await onlyRowTo(member.email);
    await gate.up();
    t.clock.advance(HOUR);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await purgeJob.run(t.ctx)).toMatch(/, 1 mails$/);
    expect(await rowsTo(member.email)).toEqual([]);
    expect(mailsTo(member.email)).toEqual([]);
    expect(loggedErrors).toHaveBeenLastCalledWith(
      expect.anything(),
      `Mail ${row.id} ("Reset your Quip password") was never delivered and has expired; its row is deleted`,
    );
  });

  it("leaves a claimed mail to its sender until the lease runs out", async () => {
    const member = await existingMember(t);
    gate.mode = "holding";
    await forgot(member.email);
    await gate.held();
    const row = await onlyRowTo(member.email);
    expect(row.attempts).toBe(1);
    expect(row.claimedUntil?.getTime()).toBe(t.clock.now().getTime() + MAIL_LEASE_MS);
    // The held sender is alive: another runner must not take its mail.
    gate.mode = "open";
    t.clock.advance(MAIL_LEASE_MS - 1);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    // Its lease over, the mail is presumed abandoned and is sent by whoever runs next.
    t.clock.advance(1);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(member.email)).toHaveLength(1);
    // The stalled sender's failure must not undo the delivery recorded since.
    await gate.down();
    await t.ctx.background.settled();
    expect(await onlyRowTo(member.email)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("sent mail", () => {
  it("keeps no body once sent, and its row a day (a reset mail only while its link lives)", async () => {
    const member = await existingMember(t);
    await forgot(member.email);
    expect((await contact("Kept a day")).statusCode).toBe(200);
    await t.ctx.background.settled();
    for (const address of [member.email, CONTACT_TO]) {
      expect(await onlyRowTo(address)).toMatchObject({
        status: "sent",
        textBody: null,
        htmlBody: null,
      });
    }
    t.clock.advance(HOUR);
    await purgeJob.run(t.ctx);
    expect(await rowsTo(member.email)).toEqual([]);
    t.clock.advance(22 * HOUR);
    await purgeJob.run(t.ctx);
    expect(await rowsTo(CONTACT_TO)).toHaveLength(1);
    t.clock.advance(2 * HOUR);
    await purgeJob.run(t.ctx);
    expect(await rowsTo(CONTACT_TO)).toEqual([]);
  });

  it("carries its row's id as Message-ID, so a mail sent twice is recognisably one", async () => {
    // SMTP accepts the mail but its answer never reaches the sender: the one case where a
    // mail goes twice. The retry must be recognisable as the same message.
    const realSend = t.ctx.mailer.send;
    const send = vi
      .spyOn(t.ctx.mailer, "send")
      .mockImplementationOnce(async (mail: OutgoingMail) => {
        await realSend(mail);
        throw new Error("connection lost before the server's reply");
      });
    try {
      const subject = `Sent twice ${Date.now()}`;
      await contact(subject);
      await t.ctx.background.settled();
      const row = await onlyRowTo(CONTACT_TO);
      t.clock.advance(MINUTE);
      expect(await deliver()).toEqual({ sent: 1, failed: 0 });
      const copies = mailsTo(CONTACT_TO).filter((m) => m.header("subject")?.includes(subject));
      expect(copies.map((m) => m.header("message-id"))).toEqual([
        `<${row.id}@localhost>`,
        `<${row.id}@localhost>`,
      ]);
    } finally {
      send.mockRestore();
    }
  });
});

describe("three runners at once", () => {
  it("deliver each message once", async () => {
    const addresses = Array.from({ length: 24 }, (_, i) => `twice-${i}-${Date.now()}@example.com`);
    for (const to of addresses) {
      await queueMail(
        t.ctx.db,
        { to, subject: "One of eight", text: "Hello", html: "<p>Hello</p>" },
        { now: t.clock.now() },
      );
    }
    const reports = await Promise.all([deliver(), deliver(), deliver()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(addresses.length);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    for (const to of addresses) {
      expect(mailsTo(to)).toHaveLength(1);
      expect(await onlyRowTo(to)).toMatchObject({ status: "sent", attempts: 1 });
    }
  });
});
