import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailConfirmations } from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { as, postQuip } from "./support/factories";
import { mailsTo, sendQueuedMail, tokenIn } from "./support/mail";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member, registerMember } from "./support/members";
import type { ReceivedMail, TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const HOUR = 60 * 60 * 1000;
const CONFIRM = "Confirm your email address for Quip";
const BEING_CHANGED = "Your Quip email address is being changed";
const ALREADY_USED = "This address already has a Quip account";
const RESET = "Reset your Quip password";

let addresses = 0;
const newAddress = () => `moved${process.pid}x${++addresses}@example.com`;

const changeEmail = (member: Member, email: string, currentPassword = member.password) =>
  as(t, member).post("/api/auth/change-email", { currentPassword, email });
const confirm = (token: unknown) => as(t, undefined).post("/api/auth/confirm-email", { token });
const status = async (member: Member) => (await as(t, member).get("/api/auth/email")).json();
const currentUser = async (member: Member) => (await as(t, member).get("/api/auth/user")).json();
const forgot = (email: string) => as(t, undefined).post("/api/auth/forgot-password", { email });
const login = (username: string, password: string) =>
  as(t, undefined).post("/api/auth/login", { username, password });

/** The token of the newest confirmation link mailed to the address. */
async function confirmationToken(address: string): Promise<string> {
  await sendQueuedMail(t);
  const mail = mailsTo(smtp, address, CONFIRM).at(-1);
  expect(mail).toBeDefined();
  return tokenIn(mail as ReceivedMail, "confirm-email");
}

describe("a new member's address", () => {
  it("is confirmed by the link mailed at sign-up, once", async () => {
    const member = await registerMember(t);
    expect((await currentUser(member)).emailConfirmed).toBe(false);
    expect(await status(member)).toEqual({
      email: member.email,
      confirmed: false,
      pendingEmail: null,
      pendingExpiresAt: null,
    });
    const token = await confirmationToken(member.email);
    const mail = mailsTo(smtp, member.email, CONFIRM)[0];
    expect(mail?.text).toContain(member.username);
    expect(mail?.text).toContain("within 24 hours");

    // Opened in a browser that is not signed in: the link is the proof.
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MSG.emailConfirmed, email: member.email });
    expect((await currentUser(member)).emailConfirmed).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(ACCOUNT_MSG.link.used);
  });

  it("keeps only a hash of the token, valid for 24 hours", async () => {
    const member = await registerMember(t);
    const token = await confirmationToken(member.email);
    const rows = await t.ctx.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).not.toBe(token);
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);
  });

  it("receives no reset link until confirmed, and the answer is the same as for anyone", async () => {
    const member = await registerMember(t);
    const confirmed = await existingMember(t);
    const answers = await Promise.all([
      forgot(member.email),
      forgot(confirmed.email),
      forgot("nobody-at-all@example.com"),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({ message: PASSWORD_RESET_MSG.linkSent });
    await sendQueuedMail(t);
    expect(mailsTo(smtp, member.email, RESET)).toEqual([]);
    expect(mailsTo(smtp, confirmed.email, RESET)).toHaveLength(1);

    expect((await confirm(await confirmationToken(member.email))).statusCode).toBe(200);
    expect((await forgot(member.email)).statusCode).toBe(200);
    await sendQueuedMail(t);
    expect(mailsTo(smtp, member.email, RESET)).toHaveLength(1);
  });

  it("gets a fresh link on asking again, and the older one stops working", async () => {
    const member = await registerMember(t);
    const first = await confirmationToken(member.email);
    const resent = await as(t, member).post("/api/auth/resend-confirmation");
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: ACCOUNT_MSG.confirmationSent(member.email) });
    const second = await confirmationToken(member.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).body).toBe(ACCOUNT_MSG.link.used);
    expect((await confirm(second)).statusCode).toBe(200);
    const nothingToSend = await as(t, member).post("/api/auth/resend-confirmation");
    expect(nothingToSend.statusCode).toBe(409);
    expect(nothingToSend.body).toBe(ACCOUNT_MSG.alreadyConfirmed);
  });

  it("refuses an expired, a made-up or a malformed link", async () => {
    const member = await registerMember(t);
    const token = await confirmationToken(member.email);
    t.clock.advance(24 * HOUR + 60_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(ACCOUNT_MSG.link.expired);
    expect((await currentUser(member)).emailConfirmed).toBe(false);
    const madeUp = await confirm("a-token-nobody-was-sent");
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.body).toBe(ACCOUNT_MSG.link.invalid);
    for (const [token, message] of [
      ["", ACCOUNT_MSG.link.missing],
      [undefined, ACCOUNT_MSG.link.missing],
      ["x".repeat(201), ACCOUNT_MSG.link.invalid],
    ] as const) {
      const refused = await confirm(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe(message);
    }
  });

  it("are purged once expired, opened or not", async () => {
    const member = await registerMember(t);
    const links = () =>
      t.ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, member.id));
    expect((await confirm(await confirmationToken(member.email))).statusCode).toBe(200);
    await as(t, member).post("/api/auth/change-email", {
      currentPassword: member.password,
      email: newAddress(),
    });
    await purgeJob.run(t.ctx);
    expect(await links()).toHaveLength(2);
    t.clock.advance(24 * HOUR + 1);
    expect(await purgeJob.run(t.ctx)).toMatch(/, [2-9]\d* confirmation links,/);
    expect(await links()).toEqual([]);
  });

  it("still lets the member do everything else", async () => {
    const member = await registerMember(t);
    const quip = await postQuip(t, member, "Posted before confirming");
    expect((await as(t, member).post(`/api/quips/${quip.id}/like`)).statusCode).toBe(200);
    expect((await as(t, member).get("/api/quips?filter=new")).statusCode).toBe(200);
  });
});

describe("changing the email", () => {
  it("changes it only once the new address's link is opened, and tells the old one", async () => {
    const member = await existingMember(t);
    const moved = newAddress();
    const asked = await changeEmail(member, moved.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: ACCOUNT_MSG.emailChangeSent(moved) });

    const pending = await status(member);
    expect(pending).toMatchObject({ email: member.email, confirmed: true, pendingEmail: moved });
    expect(Date.parse(pending.pendingExpiresAt)).toBe(t.clock.now().getTime() + 24 * HOUR);
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect((await login(moved, member.password)).statusCode).toBe(401);

    const token = await confirmationToken(moved);
    const [told, ...more] = mailsTo(smtp, member.email, BEING_CHANGED);
    expect(more).toEqual([]);
    expect(told?.text).toContain(moved);
    expect(told?.text).toContain("http://localhost:3000/forgot-password");
    expect(told?.text).not.toContain(token);

    const done = await confirm(token);
    expect(done.json()).toEqual({ message: ACCOUNT_MSG.emailConfirmed, email: moved });
    expect(await status(member)).toEqual({
      email: moved,
      confirmed: true,
      pendingEmail: null,
      pendingExpiresAt: null,
    });
    expect((await currentUser(member)).email).toBe(moved);
    expect((await login(moved, member.password)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await confirm(token)).body).toBe(ACCOUNT_MSG.link.used);
  });

  it("refuses a wrong password, the same address and a malformed one, sending nothing", async () => {
    const member = await existingMember(t);
    const wrong = await changeEmail(member, newAddress(), "not my password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const same = await changeEmail(member, member.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.body).toBe(ACCOUNT_MSG.emailSame);
    const malformed = await changeEmail(member, "not an address");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toBe(AUTH_MSG.emailInvalid);
    await sendQueuedMail(t);
    expect(mailsTo(smtp, member.email)).toEqual([]);
    expect((await status(member)).pendingEmail).toBeNull();
  });

  it("answers an address another account has exactly like a free one, and mails it no link", async () => {
    const member = await existingMember(t);
    const owner = await existingMember(t);
    const free = newAddress();
    const toFree = await changeEmail(member, free);
    const freeStatus = await status(member);
    const toTaken = await changeEmail(member, owner.email);
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(toTaken.json()).toEqual({ message: ACCOUNT_MSG.emailChangeSent(owner.email) });
    const takenStatus = await status(member);
    expect(takenStatus.pendingEmail).toBe(owner.email);
    expect(Object.keys(takenStatus)).toEqual(Object.keys(freeStatus));

    await sendQueuedMail(t);
    expect(mailsTo(smtp, owner.email, CONFIRM)).toEqual([]);
    const [note] = mailsTo(smtp, owner.email, ALREADY_USED);
    expect(note?.text).toContain("Nothing has changed");
    expect(note?.text).not.toContain(member.username);
    expect(mailsTo(smtp, member.email, BEING_CHANGED)).toHaveLength(2);
    // Asking again sends the owner the same note, never a link.
    expect((await as(t, member).post("/api/auth/resend-confirmation")).json()).toEqual({
      message: ACCOUNT_MSG.confirmationSent(owner.email),
    });
    await sendQueuedMail(t);
    expect(mailsTo(smtp, owner.email, CONFIRM)).toEqual([]);
    expect(mailsTo(smtp, owner.email, ALREADY_USED)).toHaveLength(2);
    // The free address's link was retired by the later request.
    const freeToken = await confirmationToken(free);
    expect((await confirm(freeToken)).body).toBe(ACCOUNT_MSG.link.used);
    expect((await status(member)).email).toBe(member.email);
  });

  it("refuses a link whose address another account took meanwhile, and changes nothing", async () => {
    const member = await existingMember(t);
    const moved = newAddress();
    await changeEmail(member, moved);
    const token = await confirmationToken(moved);
    await registerMember(t, { email: moved });
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(ACCOUNT_MSG.link.emailTaken);
    expect((await status(member)).email).toBe(member.email);
  });

  it("replaces an unconfirmed sign-up address: the new one, once confirmed, is confirmed", async () => {
    const member = await registerMember(t);
    const signUpToken = await confirmationToken(member.email);
    const moved = newAddress();
    await changeEmail(member, moved);
    expect((await confirm(signUpToken)).body).toBe(ACCOUNT_MSG.link.used);
    expect((await confirm(await confirmationToken(moved))).statusCode).toBe(200);
    expect(await currentUser(member)).toMatchObject({ email: moved, emailConfirmed: true });
  });

  it("mails nothing about the member's quips", async () => {
    const member = await existingMember(t);
    const quip = await postQuip(t, member, "An anonymous joke about moving house");
    const moved = newAddress();
    await changeEmail(member, moved);
    await sendQueuedMail(t);
    for (const mail of [...mailsTo(smtp, member.email), ...mailsTo(smtp, moved)]) {
      expect(mail.raw).not.toContain(quip.id);
      expect(mail.text).not.toContain("moving house");
    }
  });
});

describe("confirmation mails", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("allow 5 an hour per member, asked for by a change or a resend, then 429", async () => {
    const member = await existingMember(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer =
        i % 2
          ? await as(limited, member).post("/api/auth/resend-confirmation")
          : await as(limited, member).post("/api/auth/change-email", {
              currentPassword: member.password,
              email: `limit${i}x${process.pid}@example.com`,
            });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await as(limited, member).post("/api/auth/resend-confirmation");
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/^Too many confirmation mails asked for\. Please try again in/);
  });

  it("allow 10 attempts to open a link per address in 15 minutes", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await limited.app.inject({
        method: "POST",
        url: "/api/auth/confirm-email",
        remoteAddress: "203.0.113.9",
        payload: { token: `guess-${i}` },
      });
      expect(answer.statusCode).toBe(400);
    }
    const refused = await limited.app.inject({
      method: "POST",
      url: "/api/auth/confirm-email",
      remoteAddress: "203.0.113.9",
      payload: { token: "guess" },
    });
    expect(refused.statusCode).toBe(429);
  });
});
