import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys } from "#server/db/schema/index.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { appWithMailServer } from "./support/mailed-app";
import { type Member, registerMember, sessionCookie } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import {
  type AnswerOptions,
  createAuthenticator,
  type SoftwareCredential,
} from "./support/software-authenticator";
import type { TestApp } from "./support/test-app";
import { appCode, stepCookie, turnOnTotp } from "./support/two-factor";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const authenticator = createAuthenticator();

type Cookies = { cookies: Array<{ name: string; value: string }> };
const challengeCookie = (response: Cookies) => {
  const cookie = response.cookies.find((c) => c.name === "quip_passkey_step");
  if (!cookie) throw new Error("no passkey challenge cookie");
  return `quip_passkey_step=${cookie.value}`;
};
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const both = (...cookies: string[]) => cookies.join("; ");

async function registrationOptions(member: Member) {
  const answer = await post("/api/auth/passkeys/registration/options", member.cookie, {
    currentPassword: member.password,
  });
  expect(answer.statusCode).toBe(200);
  return { options: answer.json(), cookie: both(member.cookie, challengeCookie(answer)) };
}

/** Adds a passkey made by the software authenticator; returns it and the server's answer. */
async function addPasskey(member: Member, name = "Laptop", answer: AnswerOptions = {}) {
  const { options, cookie } = await registrationOptions(member);
  const { credential, json } = authenticator.register(options, answer);
  const response = await post("/api/auth/passkeys/registration", cookie, {
    name,
    credential: json,
  });
  return { credential, json, response };
}

async function signInOptions(route: "sign-in" | "second-factor", cookie?: string) {
  const answer = await post(`/api/auth/passkeys/${route}/options`, cookie);
  expect(answer.statusCode).toBe(200);
  const withChallenge = [cookie, challengeCookie(answer)].filter(Boolean).join("; ");
  return { options: answer.json(), cookie: withChallenge };
}

async function signInWithPasskey(credential: SoftwareCredential, answer: AnswerOptions = {}) {
  const { options, cookie } = await signInOptions("sign-in");
  return post("/api/auth/passkeys/sign-in", cookie, {
    credential: authenticator.authenticate(credential, options, answer),
  });
}

describe("adding a passkey", () => {
  it("asks for the password, then gives options for a discoverable passkey that checks who holds it", async () => {
    const member = await registerMember(t);
    const refused = await post("/api/auth/passkeys/registration/options", member.cookie, {
      currentPassword: "not my password",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(ACCOUNT_MSG.currentPasswordWrong);

    const answer = await post("/api/auth/passkeys/registration/options", member.cookie, {
      currentPassword: member.password,
    });
    const options = answer.json();
    expect(options).toMatchObject({
      rp: { name: "Quip", id: "localhost" },
      user: {
        id: Buffer.from(member.id).toString("base64url"),
        name: member.username,
        displayName: member.username,
      },
      timeout: 60_000,
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toContain(-7);
    const cookie = answer.cookies.find((c) => c.name === "quip_passkey_step");
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: 120,
    });
  });

  it("keeps the passkey under its name, lists it, mails the member and excludes it next time", async () => {
    const member = await registerMember(t);
    const { credential, response } = await addPasskey(member, "  Work laptop ");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Work laptop",
      lastUsedAt: null,
      backedUp: false,
      createdAt: t.clock.now().toISOString(),
    });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/auth/passkeys",
      headers: { cookie: member.cookie },
    });
    expect(list.json().items).toEqual([response.json()]);
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(member.email) && mail.header("subject") === m.mail.passkeyAdded.subject,
    );
    const { options } = await registrationOptions(member);
    expect(options.excludeCredentials).toEqual([
      { id: credential.id, type: "public-key", transports: ["internal"] },
    ]);
  });

  it("refuses an answer without this member's live challenge", async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const { options, cookie } = await registrationOptions(member);
    const { json } = authenticator.register(options);
    const noChallenge = await post("/api/auth/passkeys/registration", member.cookie, {
      name: "Laptop",
      credential: json,
    });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.body).toBe(m.passkey.expired);
    // Another member's session with this browser's challenge.
    const stolen = await post(
      "/api/auth/passkeys/registration",
      both(other.cookie, cookie.split("; ")[1] as string),
      {
        name: "Laptop",
        credential: json,
      },
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).toBe(m.passkey.expired);
    // The challenge went with that attempt: single use.
    const late = await post("/api/auth/passkeys/registration", cookie, {
      name: "Laptop",
      credential: json,
    });
    expect(late.statusCode).toBe(400);
    expect(late.body).toBe(m.passkey.expired);
  });

  it("refuses an expired challenge, another origin and an authenticator that did not check its holder", async () => {
    const member = await registerMember(t);
    const { options, cookie } = await registrationOptions(member);
    t.clock.advance(2 * 60_000 + 1000);
    const late = await post("/api/auth/passkeys/registration", cookie, {
      name: "Laptop",
      credential: authenticator.register(options).json,
    });
    expect(late.statusCode).toBe(400);
    expect(late.body).toBe(m.passkey.expired);

    const elsewhere = await addPasskey(member, "Laptop", { origin: "https://evil.example" });
    expect(elsewhere.response.statusCode).toBe(400);
    expect(elsewhere.response.body).toBe(m.passkey.notAccepted);
    const unverified = await addPasskey(member, "Laptop", { userVerified: false });
    expect(unverified.response.statusCode).toBe(400);
    expect(unverified.response.body).toBe(m.passkey.notAccepted);
  });

  it("refuses the same passkey twice, a bad name, and more than twenty", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    const { options, cookie } = await registrationOptions(member);
    const twice = await post("/api/auth/passkeys/registration", cookie, {
      name: "Again",
      credential: authenticator.register(options, {}, credential).json,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toBe(m.passkey.alreadyAdded);

    const blank = await addPasskey(member, "   ");
    expect(blank.response.statusCode).toBe(400);
    expect(blank.response.body).toBe(m.passkey.nameRequired);
    const long = await addPasskey(member, "x".repeat(51));
    expect(long.response.body).toBe(m.passkey.nameTooLong);

    await t.ctx.db.insert(passkeys).values(
      Array.from({ length: 19 }, (_, i) => ({
        userId: member.id,
        credentialId: `filler-${member.id}-${i}`,
        publicKey: "AAAA",
        name: `Key ${i}`,
      })),
    );
    const full = await post("/api/auth/passkeys/registration/options", member.cookie, {
      currentPassword: member.password,
    });
    expect(full.statusCode).toBe(400);
    expect(full.body).toBe(m.passkey.tooMany);
  });
});

describe("signing in with a passkey alone", () => {
  it("gives options for any passkey of this site, then starts the member's session", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    const { options } = await signInOptions("sign-in");
    expect(options).toMatchObject({
      rpId: "localhost",
      userVerification: "required",
      timeout: 60_000,
    });
    expect(options.allowCredentials ?? []).toEqual([]);

    const answer = await signInWithPasskey(credential);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: member.id, username: member.username });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookie(answer) },
    });
    expect(me.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, credential.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("needs no second factor: the passkey checked its holder", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    await turnOnTotp(t, member);
    const answer = await signInWithPasskey(credential);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty("username", member.username);
  });

  it("refuses an unknown passkey, a reused or expired challenge, and a challenge for another use", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    const stranger = authenticator.register({
      challenge: "x",
      rp: { id: "localhost" },
      user: { id: Buffer.from(randomUUID()).toString("base64url") },
    }).credential;
    const unknown = await signInWithPasskey(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(m.passkey.notRegistered);

    const { options, cookie } = await signInOptions("sign-in");
    const first = authenticator.authenticate(credential, options);
    expect(
      (await post("/api/auth/passkeys/sign-in", cookie, { credential: first })).statusCode,
    ).toBe(200);
    const replay = await post("/api/auth/passkeys/sign-in", cookie, {
      credential: authenticator.authenticate(credential, options),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toBe(m.passkey.expired);

    const slow = await signInOptions("sign-in");
    t.clock.advance(2 * 60_000 + 1000);
    const late = await post("/api/auth/passkeys/sign-in", slow.cookie, {
      credential: authenticator.authenticate(credential, slow.options),
    });
    expect(late.statusCode).toBe(401);
    expect(late.body).toBe(m.passkey.expired);
  });

  it("refuses a counter that went back, another origin, no check of the holder and another's handle", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    expect((await signInWithPasskey(credential, { counter: 5 })).statusCode).toBe(200);
    const cloned = await signInWithPasskey(credential, { counter: 5 });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.body).toBe(m.passkey.notAccepted);
    expect(
      (await signInWithPasskey(credential, { origin: "https://evil.example" })).statusCode,
    ).toBe(401);
    expect((await signInWithPasskey(credential, { userVerified: false })).statusCode).toBe(401);
    const handle = credential.userHandle;
    credential.userHandle = Buffer.from(randomUUID()).toString("base64url");
    expect((await signInWithPasskey(credential)).statusCode).toBe(401);
    credential.userHandle = handle;
    expect((await signInWithPasskey(credential)).statusCode).toBe(200);
  });
});

describe("a passkey as the second factor", () => {
  async function passwordStep(member: Member) {
    const answer = await post("/api/auth/login", undefined, {
      username: member.username,
      password: member.password,
    });
    expect(answer.json()).toEqual({ twoFactorRequired: true, factors: ["totp", "passkey"] });
    return stepCookie(answer);
  }

  it("completes the sign-in after the password with one of the member's passkeys", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    const { secret } = await turnOnTotp(t, member);
    const step = await passwordStep(member);
    const { options, cookie } = await signInOptions("second-factor", step);
    expect(options).toMatchObject({
      userVerification: "preferred",
      allowCredentials: [{ id: credential.id, type: "public-key", transports: ["internal"] }],
    });
    const answer = await post("/api/auth/passkeys/second-factor", cookie, {
      credential: authenticator.authenticate(credential, options, { userVerified: false }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty("username", member.username);
    expect(sessionCookie(answer)).toBeTruthy();
    // The step is spent.
    const after = await post("/api/auth/login/second-factor", step, {
      code: appCode(secret, t.clock.now()),
    });
    expect(after.statusCode).toBe(401);
    expect(after.body).toBe(m.signInExpired);
  });

  it("needs the password step first, and takes no other member's passkey", async () => {
    const none = await post("/api/auth/passkeys/second-factor/options", undefined);
    expect(none.statusCode).toBe(401);
    expect(none.body).toBe(m.signInExpired);

    const member = await registerMember(t);
    await addPasskey(member);
    await turnOnTotp(t, member);
    const other = await registerMember(t);
    const { credential: othersKey } = await addPasskey(other);
    const { options, cookie } = await signInOptions("second-factor", await passwordStep(member));
    const answer = await post("/api/auth/passkeys/second-factor", cookie, {
      credential: authenticator.authenticate(othersKey, options),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe(m.passkey.notAccepted);
    expect(answer.cookies.some((c) => c.name === "quip_session" && c.value)).toBe(false);
  });

  it("is not taken from a challenge for a sign-in by passkey alone", async () => {
    const member = await registerMember(t);
    const { credential } = await addPasskey(member);
    await turnOnTotp(t, member);
    const step = await passwordStep(member);
    const { options, cookie } = await signInOptions("sign-in");
    const answer = await post("/api/auth/passkeys/second-factor", both(step, cookie), {
      credential: authenticator.authenticate(credential, options),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe(m.passkey.expired);
  });
});

describe("removing a passkey", () => {
  it("removes only the member's own, mails them, and it signs in no more", async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const { credential, response } = await addPasskey(member);
    const { id } = response.json();
    const remove = (who: Member) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/auth/passkeys/${id}`,
        headers: { cookie: who.cookie },
      });
    const notTheirs = await remove(other);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.body).toBe(m.passkey.notFound);
    expect((await remove(member)).statusCode).toBe(204);
    expect((await remove(member)).statusCode).toBe(404);
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(member.email) && mail.header("subject") === m.mail.passkeyRemoved.subject,
    );
    const answer = await signInWithPasskey(credential);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe(m.passkey.notRegistered);
  });
});

describe("at another address than the passkeys'", () => {
  const elsewhere = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" };
  const why =
    "Passkeys work only at localhost:3000, the address they belong to. Open this page there to use one.";

  it("anyone may ask where passkeys work", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/auth/passkeys/site" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ origin: "http://localhost:3000" });
  });

  it("no passkey is begun from another address: the refusal names the right one", async () => {
    const member = await registerMember(t);
    const begun = [
      ["/api/auth/passkeys/sign-in/options", undefined],
      ["/api/auth/passkeys/registration/options", { currentPassword: member.password }],
    ] as const;
    for (const [url, payload] of begun) {
      const refused = await t.app.inject({
        method: "POST",
        url,
        headers: { ...elsewhere, cookie: member.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.body, url).toBe(why);
      expect(refused.cookies.map((c) => c.name)).not.toContain("quip_passkey_step");
    }
    const here = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkeys/sign-in/options",
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(here.statusCode).toBe(200);
  });
});
