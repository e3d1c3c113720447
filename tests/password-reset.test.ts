import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { passwordResets } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { deliverDueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { as } from "./support/factories";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member, sessionCookie } from "./support/members";
import type { ReceivedMail, TestSmtpServer } from "./support/smtp";
import type { TestApp } from "./support/test-app";

// The real argon2, watched: a refused link must not have cost a hash.
vi.mock("#server/services/auth/passwords.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#server/services/auth/passwords.ts")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const forgot = (email: string) => as(t, undefined).post("/api/auth/forgot-password", { email });
const verify = (token: string) =>
  as(t, undefined).get(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`);
const reset = (token: string, password: string) =>
  as(t, undefined).post("/api/auth/reset-password", { token, password });
const login = (username: string, password: string) =>
  as(t, undefined).post("/api/auth/login", { username, password });

const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** The reset link's token, read from the mail the member received. */
function tokenOf(mail: ReceivedMail): string {
  const fromText = LINK.exec(mail.text)?.[1];
  const fromHtml = LINK.exec(mail.html)?.[1];
  expect(fromText).toBeDefined();
  expect(fromHtml).toBe(fromText);
  return fromText as string;
}

const mailsTo = (member: Member) => smtp.messages.filter((m) => m.to.includes(member.email));

/** Every mail queued so far has been offered to SMTP: the request's nudge, then a runner. */
async function sendQueuedMail(): Promise<void> {
  await t.ctx.background.settled();
  await deliverDueMail(t.ctx);
}

async function requestLink(member: Member): Promise<string> {
  const before = mailsTo(member).length;
  const response = await forgot(member.email.toUpperCase());
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: PASSWORD_RESET_MSG.linkSent });
  await sendQueuedMail();
  expect(mailsTo(member)).toHaveLength(before + 1);
  return tokenOf(mailsTo(member)[before] as ReceivedMail);
}

describe("password reset", () => {
  it("mails a link that verifies, sets the new password and signs the member out everywhere", async () => {
    const member = await existingMember(t);
    const second = sessionCookie(await login(member.username, member.password));
    const me = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    // Both sessions read just before the reset, so the server holds them.
    for (const cookie of [member.cookie, second]) expect((await me(cookie)).statusCode).toBe(200);

    const token = await requestLink(member);
    const mail = mailsTo(member)[0] as ReceivedMail;
    expect(mail.header("subject")).toBe("Reset your Quip password");
    expect(mail.text).toContain(member.username);
    expect(mail.html).toContain("<a href=");
    expect((await verify(token)).json()).toEqual({ valid: true });

    const done = await reset(token, "a brand new password");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MSG.completeTitle });

    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, "a brand new password")).statusCode).toBe(200);
    for (const cookie of [member.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);

    // Single use.
    expect((await verify(token)).json()).toEqual({ valid: false });
    const again = await reset(token, "yet another password");
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(PASSWORD_RESET_MSG.invalidLinkTitle);
    expect((await login(member.username, "a brand new password")).statusCode).toBe(200);
  });

  it("keeps only a hash of the token, valid for one hour", async () => {
    const member = await existingMember(t);
    const token = await requestLink(member);
    const [row] = await t.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.token, createHash("sha256").update(token).digest("hex")));
    expect(row).toBeDefined();
    expect(row?.userId).toBe(member.id);
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * 60 * 1000);
    const raw = await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.token, token));
    expect(raw).toHaveLength(0);
  });

  it("refuses an expired link (61 minutes later)", async () => {
    const member = await existingMember(t);
    const token = await requestLink(member);
    t.clock.advance(61 * 60 * 1000);
    expect((await verify(token)).json()).toEqual({ valid: false });
    const response = await reset(token, "a brand new password");
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(PASSWORD_RESET_MSG.invalidLinkTitle);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it("retires an older unused link when a new one is sent", async () => {
    const member = await existingMember(t);
    const first = await requestLink(member);
    const second = await requestLink(member);
    expect(first).not.toBe(second);
    expect((await verify(first)).json()).toEqual({ valid: false });
    expect((await verify(second)).json()).toEqual({ valid: true });
    expect((await reset(first, "a brand new password")).statusCode).toBe(400);
    expect((await reset(second, "a brand new password")).statusCode).toBe(200);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const member = await existingMember(t);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(member.email);
    const before = smtp.messages.length;
    const { response, ms } = await timed("nobody-here@example.com");
    // Both wait for the same floor, so a stopwatch cannot tell them apart.
    expect(known.ms).toBeGreaterThanOrEqual(145);
    expect(ms).toBeGreaterThanOrEqual(145);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(known.response.body);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MSG.linkSent });
    await sendQueuedMail();
    expect(mailsTo(member)).toHaveLength(1);
    expect(
      smtp.messages.filter(
        (m) => smtp.messages.indexOf(m) >= before && !m.to.includes(member.email),
      ),
    ).toEqual([]);
    expect(smtp.messages.some((m) => m.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("sends a member at most 5 links an hour", async () => {
    const member = await existingMember(t);
    for (let i = 0; i < 6; i++) expect((await forgot(member.email)).statusCode).toBe(200);
    await sendQueuedMail();
    expect(mailsTo(member)).toHaveLength(5);
  });

  it("refuses one of the most common passwords and keeps the link usable", async () => {
    const member = await existingMember(t);
    const token = await requestLink(member);
    const common = await reset(token, "password1");
    expect(common.statusCode).toBe(400);
    expect(common.body).toBe(AUTH_MSG.passwordTooCommon);
    expect((await verify(token)).json()).toEqual({ valid: true });
  });

  it("checks the link before hashing: a made-up, used or expired one costs no argon2", async () => {
    const member = await existingMember(t);
    const hashCount = () => vi.mocked(hashPassword).mock.calls.length;
    const used = await requestLink(member);
    const beforeGood = hashCount();
    expect((await reset(used, "a brand new password")).statusCode).toBe(200);
    expect(hashCount()).toBe(beforeGood + 1);
    const expired = await requestLink(member);
    t.clock.advance(61 * 60 * 1000);
    const hashes = hashCount();
    for (const token of ["made-up-token", used, expired]) {
      const refused = await reset(token, "another new password");
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe(PASSWORD_RESET_MSG.invalidLinkTitle);
    }
    // A bad link is refused for what it is, even with a password that would be refused too.
    expect((await reset("made-up-token", "password1")).body).toBe(
      PASSWORD_RESET_MSG.invalidLinkTitle,
    );
    expect(hashCount()).toBe(hashes);
    expect((await login(member.username, "a brand new password")).statusCode).toBe(200);
  });

  it("refuses bad input with the form's messages", async () => {
    const bad = await forgot("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(PASSWORD_RESET_MSG.emailInvalid);
    const empty = await forgot("");
    expect(empty.body).toBe(PASSWORD_RESET_MSG.emailInvalid);
    const short = await reset("sometoken", "short");
    expect(short.statusCode).toBe(400);
    expect(short.body).toBe(PASSWORD_RESET_MSG.passwordTooShort);
    const noToken = await reset("", "long enough password");
    expect(noToken.statusCode).toBe(400);
    expect(noToken.body).toBe(PASSWORD_RESET_MSG.noToken);
    const unknown = await reset("made-up-token", "long enough password");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(PASSWORD_RESET_MSG.invalidLinkTitle);
    expect((await verify("made-up-token")).json()).toEqual({ valid: false });
  });
});
