import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { as, postQuip } from "./support/factories";
import { listening, openStream } from "./support/live-stream";
import { mailsTo, sendQueuedMail, tokenIn } from "./support/mail";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member, sessionCookie } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const CHANGED = "Your Quip password was changed";
const NEW_PASSWORD = "a fresh long passphrase";

const change = (member: Member, currentPassword: unknown, newPassword: unknown) =>
  as(t, member).post("/api/auth/change-password", { currentPassword, newPassword });
const login = (username: string, password: string) =>
  as(t, undefined).post("/api/auth/login", { username, password });
const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

/** The member signed in twice more, every session read once so this process holds it. */
async function onThreeDevices(member: Member): Promise<string[]> {
  const others = [
    sessionCookie(await login(member.username, member.password)),
    sessionCookie(await login(member.username, member.password)),
  ];
  for (const cookie of [member.cookie, ...others]) expect((await me(cookie)).statusCode).toBe(200);
  return others;
}

describe("changing the password", () => {
  it("sets the new one, ends every other session at once, keeps this one, and mails the member", async () => {
    const member = await existingMember(t);
    const others = await onThreeDevices(member);

    const done = await change(member, member.password, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MSG.passwordChanged });

    expect((await me(member.cookie)).statusCode).toBe(200);
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);

    await sendQueuedMail(t);
    const [mail, ...more] = mailsTo(smtp, member.email, CHANGED);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(member.username);
    expect(mail?.text).toContain("http://localhost:3000/forgot-password");
    expect(mail?.html).toContain('href="http://localhost:3000/forgot-password"');
  });

  it("refuses a wrong current password with 403, changing nothing and ending nothing", async () => {
    const member = await existingMember(t);
    const others = await onThreeDevices(member);
    const wrong = await change(member, "not my password", NEW_PASSWORD);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const missing = await change(member, "", NEW_PASSWORD);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe(ACCOUNT_MSG.currentPasswordRequired);
    for (const cookie of [member.cookie, ...others])
      expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    await sendQueuedMail(t);
    expect(mailsTo(smtp, member.email)).toEqual([]);
  });

  it("holds the new password to sign-up's rules, and refuses the current one again", async () => {
    const member = await existingMember(t);
    const refusals: Array<[unknown, string]> = [
      ["short", AUTH_MSG.passwordTooShort],
      ["x".repeat(257), AUTH_MSG.passwordTooLong],
      ["password1", AUTH_MSG.passwordTooCommon],
      [undefined, AUTH_MSG.passwordRequired],
      [member.password, ACCOUNT_MSG.samePassword],
    ];
    for (const [newPassword, message] of refusals) {
      const refused = await change(member, member.password, newPassword);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe(message);
    }
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it("retires a reset link asked for before the change", async () => {
    const member = await existingMember(t);
    await as(t, undefined).post("/api/auth/forgot-password", { email: member.email });
    await sendQueuedMail(t);
    const [resetMail] = mailsTo(smtp, member.email, "Reset your Quip password");
    const token = tokenIn(resetMail as (typeof smtp.messages)[number], "reset-password");
    expect((await change(member, member.password, NEW_PASSWORD)).statusCode).toBe(200);
    const reset = await as(t, undefined).post("/api/auth/reset-password", {
      token,
      password: "yet another passphrase",
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.body).toBe(PASSWORD_RESET_MSG.invalidLinkTitle);
  });

  it("mails nothing about the member's quips", async () => {
    const member = await existingMember(t);
    const quip = await postQuip(t, member, "A joke nobody may tie to its author yet");
    expect((await change(member, member.password, NEW_PASSWORD)).statusCode).toBe(200);
    await sendQueuedMail(t);
    for (const mail of mailsTo(smtp, member.email)) {
      expect(mail.raw).not.toContain(quip.id);
      expect(mail.text).not.toContain("A joke nobody");
    }
  });
});

describe("a browser the change signed out", () => {
  const noticeOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((cookie) => cookie.name === "quip_signed_out");

  it("is told why by its next request, once, and nobody else is told anything", async () => {
    const member = await existingMember(t);
    const [other, third] = (await onThreeDevices(member)) as [string, string];
    expect((await change(member, member.password, NEW_PASSWORD)).statusCode).toBe(200);

    const first = await me(other);
    expect(first.statusCode).toBe(401);
    // Read by the sign-in screen's script, so not httpOnly; it says only why, never who.
    expect(noticeOf(first)).toMatchObject({
      value: "password-changed",
      path: "/",
      sameSite: "Lax",
    });
    expect(noticeOf(first)).not.toHaveProperty("httpOnly", true);
    expect(first.cookies.find((c) => c.name === "quip_session")?.value).toBe("");
    expect(noticeOf(await me(other))).toBeUndefined();
    // Any request finds it: a visitor's read of the feed as well.
    const feed = await t.app.inject({
      method: "GET",
      url: "/api/quips",
      headers: { cookie: third },
    });
    expect(feed.statusCode).toBe(200);
    expect(noticeOf(feed)?.value).toBe("password-changed");

    for (const cookie of ["", "quip_session=made-up-token", member.cookie]) {
      expect(noticeOf(await me(cookie))).toBeUndefined();
    }
  });

  it("is told why by the live stream it opens again, which writes its own head", async () => {
    const member = await existingMember(t);
    const [other] = (await onThreeDevices(member)) as [string];
    expect((await change(member, member.password, NEW_PASSWORD)).statusCode).toBe(200);
    const stream = await openStream(await listening(t), { cookie: other });
    try {
      expect(stream.status).toBe(200);
      const cookies = stream.headers["set-cookie"] ?? [];
      expect(cookies.some((c) => c.startsWith("quip_signed_out=password-changed;"))).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("is told nothing when the session ended otherwise, and signing in again clears it", async () => {
    const member = await existingMember(t);
    const [other] = (await onThreeDevices(member)) as [string];
    const out = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: other },
    });
    expect(out.statusCode).toBe(302);
    expect(noticeOf(await me(other))).toBeUndefined();

    const [again] = (await onThreeDevices(member)) as [string];
    expect((await change(member, member.password, NEW_PASSWORD)).statusCode).toBe(200);
    expect(noticeOf(await me(again))?.value).toBe("password-changed");
    const signedIn = await login(member.username, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(noticeOf(signedIn)?.value).toBe("");
  });

  it("is told why after a reset by mail too", async () => {
    const member = await existingMember(t);
    const [other] = (await onThreeDevices(member)) as [string];
    await as(t, undefined).post("/api/auth/forgot-password", { email: member.email });
    await sendQueuedMail(t);
    const [resetMail] = mailsTo(smtp, member.email, "Reset your Quip password");
    const token = tokenIn(resetMail as (typeof smtp.messages)[number], "reset-password");
    const reset = await as(t, undefined).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(noticeOf(await me(other))?.value).toBe("password-changed");
    expect(noticeOf(await me(member.cookie))?.value).toBe("password-changed");
  });
});

describe("checks of the current password", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("allow 10 in 15 minutes per member, counting both forms together, then 429", async () => {
    const member = await existingMember(limited);
    const other = await existingMember(limited);
    const attempt = (who: Member, i: number) =>
      i % 2
        ? as(limited, who).post("/api/auth/change-password", {
            currentPassword: "a wrong guess",
            newPassword: NEW_PASSWORD,
          })
        : as(limited, who).post("/api/auth/change-email", {
            currentPassword: "a wrong guess",
            email: `guess${i}@example.com`,
          });
    for (let i = 0; i < 10; i++) expect((await attempt(member, i)).statusCode).toBe(403);
    const refused = await as(limited, member).post("/api/auth/change-password", {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/^Too many password attempts\. Please try again in 15 minutes\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another member is not held back by it.
    expect((await attempt(other, 1)).statusCode).toBe(403);
    limited.clock.advance(15 * 60_000 + 1000);
    const later = await as(limited, member).post("/api/auth/change-password", {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(later.statusCode).toBe(200);
  });
});
