import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, pendingSignIns } from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { as } from "./support/factories";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member, registerMember, sessionCookie } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";
import { appCode, stepCookie, turnOnTotp } from "./support/two-factor";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const login = (app: TestApp, member: Member, password = member.password) =>
  app.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: member.username, password },
  });
const secondFactor = (app: TestApp, cookie: string | undefined, code: string, ip?: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/auth/login/second-factor",
    headers: cookie ? { cookie } : {},
    payload: { code },
    ...(ip ? { remoteAddress: ip } : {}),
  });
const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const hasSession = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.some((c) => c.name === "quip_session" && c.value !== "");

/** Signs in with the password and answers the second step's cookie. */
async function passwordStep(member: Member, app = t): Promise<string> {
  const answer = await login(app, member);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ twoFactorRequired: true, factors: ["totp"] });
  return stepCookie(answer);
}

describe("signing in without a second factor", () => {
  it("answers the member and starts the session, as before", async () => {
    const member = await registerMember(t);
    const answer = await login(t, member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: member.id, username: member.username });
    expect(answer.json()).not.toHaveProperty("twoFactorRequired");
    expect((await me(sessionCookie(answer))).statusCode).toBe(200);
  });
});

describe("signing in with an authenticator app", () => {
  it("asks for the second factor without starting a session, in a cookie bound to this browser", async () => {
    const member = await registerMember(t);
    await turnOnTotp(t, member);
    const answer = await login(t, member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ twoFactorRequired: true, factors: ["totp"] });
    expect(hasSession(answer)).toBe(false);
    const step = answer.cookies.find((c) => c.name === "quip_sign_in_step");
    expect(step).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: 300,
    });
    // The step's token is kept only as a hash.
    const rows = await t.ctx.db
      .select()
      .from(pendingSignIns)
      .where(eq(pendingSignIns.userId, member.id));
    expect(rows.map((row) => row.id)).not.toContain(step?.value);
    // A wrong password still says only that.
    const wrong = await login(t, member, "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies.find((c) => c.name === "quip_sign_in_step")).toBeUndefined();
  });

  it("completes with the app's code: a session, and the step is gone", async () => {
    const member = await registerMember(t);
    const { secret } = await turnOnTotp(t, member);
    const cookie = await passwordStep(member);
    const done = await secondFactor(t, cookie, appCode(secret, t.clock.now()));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: member.id, username: member.username });
    expect((await me(sessionCookie(done))).statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === "quip_sign_in_step")?.value).toBe("");

    // Single use: the same step cannot sign in a second browser, even with the next code.
    t.clock.advance(30_000);
    const again = await secondFactor(t, cookie, appCode(secret, t.clock.now()));
    expect(again.statusCode).toBe(401);
    expect(again.body).toBe(m.signInExpired);
  });

  it("accepts a code once: the same code, or an older one, is refused after it", async () => {
    const member = await registerMember(t);
    const { secret } = await turnOnTotp(t, member);
    const code = appCode(secret, t.clock.now());
    const previous = appCode(secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await secondFactor(t, await passwordStep(member), code)).statusCode).toBe(200);
    const replay = await secondFactor(t, await passwordStep(member), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toBe(m.codeWrong);
    const older = await secondFactor(t, await passwordStep(member), previous);
    expect(older.statusCode).toBe(401);
  });

  it("does not accept the code that turned it on", async () => {
    const member = await registerMember(t);
    const setup = await as(t, member).post("/api/auth/totp/setup", {
      currentPassword: member.password,
    });
    const { secret } = setup.json();
    const code = appCode(secret, t.clock.now());
    expect((await as(t, member).post("/api/auth/totp/enable", { code })).statusCode).toBe(200);
    expect((await secondFactor(t, await passwordStep(member), code)).statusCode).toBe(401);
  });

  it("ends the step after five wrong codes: the password must be given again", async () => {
    const member = await registerMember(t);
    const { secret } = await turnOnTotp(t, member);
    const cookie = await passwordStep(member);
    for (let i = 0; i < 4; i++) {
      const wrong = await secondFactor(t, cookie, "000000");
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe(m.codeWrong);
    }
    const fifth = await secondFactor(t, cookie, "000000");
    expect(fifth.statusCode).toBe(401);
    expect(fifth.body).toBe(m.tooManyWrongCodes);
    const right = await secondFactor(t, cookie, appCode(secret, t.clock.now()));
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(m.signInExpired);
    expect(hasSession(right)).toBe(false);
  });

  it("expires five minutes after the password", async () => {
    const member = await registerMember(t);
    const { secret } = await turnOnTotp(t, member);
    const cookie = await passwordStep(member);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await secondFactor(t, cookie, appCode(secret, t.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.body).toBe(m.signInExpired);
    expect(hasSession(late)).toBe(false);
    // The scheduled purge then deletes it.
    await purgeJob.run(t.ctx);
    const left = await t.ctx.db
      .select()
      .from(pendingSignIns)
      .where(eq(pendingSignIns.userId, member.id));
    expect(left).toEqual([]);
  });

  it("cannot be completed without the step's cookie", async () => {
    const member = await registerMember(t);
    const { secret } = await turnOnTotp(t, member);
    await passwordStep(member);
    const none = await secondFactor(t, undefined, appCode(secret, t.clock.now()));
    expect(none.statusCode).toBe(401);
    expect(none.body).toBe(m.signInExpired);
    const forged = await secondFactor(
      t,
      "quip_sign_in_step=made-up",
      appCode(secret, t.clock.now()),
    );
    expect(forged.statusCode).toBe(401);
  });

  it("is offered with a passkey when the member has one", async () => {
    const member = await registerMember(t);
    await turnOnTotp(t, member);
    await t.ctx.db.insert(passkeys).values({
      userId: member.id,
      credentialId: `cred-${member.id}`,
      publicKey: "AAAA",
      name: "Laptop",
    });
    expect((await login(t, member)).json()).toEqual({
      twoFactorRequired: true,
      factors: ["totp", "passkey"],
    });
  });

  it("stays a one-step sign-in for a member with only a passkey", async () => {
    const member = await registerMember(t);
    await t.ctx.db.insert(passkeys).values({
      userId: member.id,
      credentialId: `only-${member.id}`,
      publicKey: "AAAA",
      name: "Phone",
    });
    expect((await login(t, member)).json()).toHaveProperty("username", member.username);
  });
});

describe("recovery codes", () => {
  it("each sign in once, however they are typed, and the member is told", async () => {
    const member = await registerMember(t);
    const { recoveryCodes } = await turnOnTotp(t, member);
    const [first, second] = recoveryCodes as [string, string];
    const typed = ` ${first.toUpperCase().replace("-", " ")} `;
    const done = await secondFactor(t, await passwordStep(member), typed);
    expect(done.statusCode).toBe(200);
    expect((await me(sessionCookie(done))).statusCode).toBe(200);
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(member.email) &&
        mail.header("subject") === m.mail.recoveryCodeUsed.subject,
    );

    const reused = await secondFactor(t, await passwordStep(member), first);
    expect(reused.statusCode).toBe(401);
    expect(reused.body).toBe(m.codeWrong);
    expect((await secondFactor(t, await passwordStep(member), second)).statusCode).toBe(200);
    const state = await t.app.inject({
      method: "GET",
      url: "/api/auth/totp",
      headers: { cookie: member.cookie },
    });
    expect(state.json().recoveryCodesLeft).toBe(8);
  });

  it("let only one of two simultaneous sign-ins through with the same code", async () => {
    const member = await registerMember(t);
    const { secret, recoveryCodes } = await turnOnTotp(t, member);
    for (const code of [appCode(secret, t.clock.now()), recoveryCodes[0] as string]) {
      const steps = [await passwordStep(member), await passwordStep(member)];
      const answers = await Promise.all(steps.map((step) => secondFactor(t, step, code)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it("stop working when two-factor authentication is turned off and on again", async () => {
    const member = await registerMember(t);
    const { recoveryCodes } = await turnOnTotp(t, member);
    await as(t, member).post("/api/auth/totp/disable", { currentPassword: member.password });
    await turnOnTotp(t, member);
    const old = await secondFactor(t, await passwordStep(member), recoveryCodes[0] as string);
    expect(old.statusCode).toBe(401);
  });
});

describe("a password reset", () => {
  it("does not bypass the second factor, and voids a step begun with the old password", async () => {
    // A confirmed address: only those are sent a reset link.
    const member = await existingMember(t);
    const { secret } = await turnOnTotp(t, member);
    const before = await passwordStep(member);

    await as(t, undefined).post("/api/auth/forgot-password", { email: member.email });
    const mail = await smtp.waitFor(
      (message) =>
        message.to.includes(member.email) &&
        message.header("subject") === "Reset your Quip password",
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    const reset = await as(t, undefined).post("/api/auth/reset-password", {
      token,
      password: "a brand new password",
    });
    expect(reset.statusCode).toBe(200);
    expect(hasSession(reset)).toBe(false);

    const voided = await secondFactor(t, before, appCode(secret, t.clock.now()));
    expect(voided.statusCode).toBe(401);
    expect(voided.body).toBe(m.signInExpired);

    const after = await login(t, member, "a brand new password");
    expect(after.json()).toEqual({ twoFactorRequired: true, factors: ["totp"] });
    expect(hasSession(after)).toBe(false);
    const done = await secondFactor(t, stepCookie(after), appCode(secret, t.clock.now()));
    expect(done.statusCode).toBe(200);
  });
});

describe("limits on the second step", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => strict?.close());

  it("counts codes per address, with or without a step", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await secondFactor(strict, undefined, "000000", "10.0.0.1")).statusCode).toBe(401);
    }
    const limited = await secondFactor(strict, undefined, "000000", "10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/^Too many codes tried\./);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await secondFactor(strict, undefined, "000000", "10.0.0.2")).statusCode).toBe(401);
  });

  it("counts codes per account, across steps and addresses, the one that turned it on too", async () => {
    const member = await registerMember(strict);
    const { secret } = await turnOnTotp(strict, member);
    let ip = 10;
    for (const wrongCodes of [5, 4]) {
      const cookie = await passwordStep(member, strict);
      for (let i = 0; i < wrongCodes; i++) {
        ip += 1;
        expect((await secondFactor(strict, cookie, "000000", `10.0.1.${ip}`)).statusCode).toBe(401);
      }
    }
    const cookie = await passwordStep(member, strict);
    const limited = await secondFactor(
      strict,
      cookie,
      appCode(secret, strict.clock.now()),
      "10.0.2.1",
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/^Too many codes tried for this account\./);
  });
});
