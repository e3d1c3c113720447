import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoveryCodes, totpSecrets } from "#server/db/schema/index.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { as } from "./support/factories";
import { appWithMailServer } from "./support/mailed-app";
import { type Member, registerMember } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";
import { appCode, turnOnTotp } from "./support/two-factor";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const status = async (member: Member) => (await as(t, member).get("/api/auth/totp")).json();
const setup = (member: Member, currentPassword = member.password) =>
  as(t, member).post("/api/auth/totp/setup", { currentPassword });
const enable = (member: Member, code: string) =>
  as(t, member).post("/api/auth/totp/enable", { code });
const disable = (member: Member, currentPassword = member.password) =>
  as(t, member).post("/api/auth/totp/disable", { currentPassword });
const login = (member: Member) =>
  as(t, undefined).post("/api/auth/login", {
    username: member.username,
    password: member.password,
  });
const mailTo = (member: Member, subject: string) =>
  smtp.waitFor((mail) => mail.to.includes(member.email) && mail.header("subject") === subject);

describe("setting up an authenticator app", () => {
  it("is off for a new member", async () => {
    const member = await registerMember(t);
    expect(await status(member)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it("asks for the current password first", async () => {
    const member = await registerMember(t);
    const wrong = await setup(member, "not my password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const missing = await as(t, member).post("/api/auth/totp/setup", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe(m.currentPasswordRequired);
  });

  it("gives a secret and its QR address, pending until a code from it turns it on", async () => {
    const member = await registerMember(t);
    const answer = await setup(member);
    expect(answer.statusCode).toBe(200);
    const { secret, otpauthUrl } = answer.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toBe(`/Quip:${member.username}`);
    // Pending: nothing changes at sign-in yet.
    expect((await status(member)).enabled).toBe(false);
    expect((await login(member)).json()).toHaveProperty("username", member.username);

    // The secret is sealed in the database, never kept as the member sees it.
    const [row] = await t.ctx.db
      .select()
      .from(totpSecrets)
      .where(eq(totpSecrets.userId, member.id));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
  });

  it("turns on with a right code, giving ten single-use recovery codes once, and mails the member", async () => {
    const member = await registerMember(t);
    const { secret } = (await setup(member)).json();
    const badFormat = await enable(member, "12345");
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body).toBe(m.setupCodeFormat);
    const wrong = await enable(
      member,
      appCode(secret, new Date(t.clock.now().getTime() - 120_000)),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toBe(m.setupCodeWrong);

    const code = appCode(secret, t.clock.now());
    const answer = await enable(member, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(answer.statusCode).toBe(200);
    const { recoveryCodes: codes } = answer.json() as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);

    const now = await status(member);
    expect(now).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(now.enabledAt).toBe(t.clock.now().toISOString());
    const stored = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    // Kept as salted password hashes, never as the member sees them.
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(new Set(stored.map((row) => row.codeHash)).size).toBe(10);

    const mail = await mailTo(member, m.mail.totpOn.subject);
    expect(mail.text).toContain(member.username);
    expect(mail.text).toContain(m.mail.notYou);
    expect(mail.text).not.toContain(secret);
  });

  it("refuses to set up or turn on again while it is on, and to turn on without a setup", async () => {
    const member = await registerMember(t);
    const fresh = await enable(member, "123456");
    expect(fresh.statusCode).toBe(400);
    expect(fresh.body).toBe(m.notSetUp);

    const { secret } = await turnOnTotp(t, member);
    const again = await setup(member);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(m.alreadyOn);
    const enableAgain = await enable(member, appCode(secret, t.clock.now()));
    expect(enableAgain.statusCode).toBe(409);
    expect(enableAgain.body).toBe(m.alreadyOn);
  });

  it("replaces a pending secret when set up again: the old one's codes no longer count", async () => {
    const member = await registerMember(t);
    const first = (await setup(member)).json().secret as string;
    const second = (await setup(member)).json().secret as string;
    expect(second).not.toBe(first);
    expect((await enable(member, appCode(first, t.clock.now()))).statusCode).toBe(400);
    expect((await enable(member, appCode(second, t.clock.now()))).statusCode).toBe(200);
  });
});

describe("turning it off", () => {
  it("asks for the current password, then removes the secret and the recovery codes", async () => {
    const member = await registerMember(t);
    await turnOnTotp(t, member);
    const wrong = await disable(member, "not my password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe(ACCOUNT_MSG.currentPasswordWrong);
    expect((await status(member)).enabled).toBe(true);

    const off = await disable(member);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const left = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.id));
    expect(left).toHaveLength(0);
    await mailTo(member, m.mail.totpOff.subject);

    // Signing in asks for the password alone again.
    expect((await login(member)).json()).toHaveProperty("username", member.username);
    const twice = await disable(member);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toBe(m.notOn);
  });
});

describe("new recovery codes", () => {
  it("replace the old ones, behind the password", async () => {
    const member = await registerMember(t);
    const { recoveryCodes: old } = await turnOnTotp(t, member);
    const refused = await as(t, member).post("/api/auth/totp/recovery-codes", {
      currentPassword: "not my password",
    });
    expect(refused.statusCode).toBe(403);
    const answer = await as(t, member).post("/api/auth/totp/recovery-codes", {
      currentPassword: member.password,
    });
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await mailTo(member, m.mail.recoveryCodesReplaced.subject);
  });

  it("are refused while two-factor authentication is off", async () => {
    const member = await registerMember(t);
    const answer = await as(t, member).post("/api/auth/totp/recovery-codes", {
      currentPassword: member.password,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe(m.notOn);
  });
});

describe("limits on setting up", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(async () => strict?.close());

  it("counts the codes tried per account and the password checks per member", async () => {
    const member = await registerMember(strict);
    const post = (url: string, payload: object) =>
      strict.app.inject({ method: "POST", url, headers: { cookie: member.cookie }, payload });
    expect(
      (await post("/api/auth/totp/setup", { currentPassword: member.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/auth/totp/enable", { code: "000000" })).statusCode).toBe(400);
    }
    const limited = await post("/api/auth/totp/enable", { code: "000000" });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/^Too many codes tried for this account\./);

    for (let i = 0; i < 9; i++) {
      expect(
        (await post("/api/auth/totp/disable", { currentPassword: "wrong pass" })).statusCode,
      ).toBe(403);
    }
    const tooMany = await post("/api/auth/totp/disable", { currentPassword: member.password });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body).toMatch(/^Too many password attempts\./);
  });
});
