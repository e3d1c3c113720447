import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { registerMember, sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload });
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });

describe("registration", () => {
  it("creates the member, signs them in with a safe cookie, and never returns the hash", async () => {
    const response = await register({
      username: "Alice1",
      email: "Alice@Example.com",
      password: "longenough",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: "Alice1", email: "alice@example.com", isAdmin: false });
    expect(JSON.stringify(body)).not.toContain("argon2");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/quip_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await currentUser(sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("Alice1");
  });

  it.each([
    [
      { username: "alice1", email: "other@example.com", password: "longenough" },
      AUTH_MSG.usernameTaken,
      409,
    ],
    [
      { username: "Bob22", email: "ALICE@example.com", password: "longenough" },
      AUTH_MSG.emailTaken,
      409,
    ],
    [
      { username: "Bob22", email: "bob@example.com", password: "short" },
      AUTH_MSG.passwordTooShort,
      400,
    ],
    [
      { username: "Bob22", email: "not-an-email", password: "longenough" },
      AUTH_MSG.emailInvalid,
      400,
    ],
    [{ username: "Bob22", email: "", password: "longenough" }, AUTH_MSG.emailRequired, 400],
    [
      { username: "", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameRequired,
      400,
    ],
    [
      { username: "bo", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameTooShort,
      400,
    ],
    [
      { username: "bob_22", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameChars,
      400,
    ],
    [
      { username: "Bob😀", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameChars,
      400,
    ],
    [
      { username: "QuipBot", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameReserved,
      400,
    ],
    [
      { username: "Admin", email: "bob@example.com", password: "longenough" },
      AUTH_MSG.usernameReserved,
      400,
    ],
    [{ email: "bob@example.com", password: "longenough" }, AUTH_MSG.usernameRequired, 400],
  ])("refuses %j with the product's message", async (payload, message, status) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/text\/plain/);
    expect(response.body).toBe(message);
  });

  it("refuses the most common passwords", async () => {
    for (const password of ["password1", "iloveyou", "Password123", "qwertyuiop"]) {
      const response = await register({
        username: "Commoner1",
        email: "commoner@example.com",
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(AUTH_MSG.passwordTooCommon);
    }
  });

  it("answers malformed bodies with a 4xx, never a 500", async () => {
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(badJson.statusCode).toBe(400);
    const wrongTypes = await register({ username: 42, email: ["x"], password: null });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.body).toBe(AUTH_MSG.usernameRequired);
  });

  it("lets only one of two simultaneous registrations take a name", async () => {
    const [a, b] = await Promise.all([
      register({ username: "Racer", email: "racer1@example.com", password: "longenough" }),
      register({ username: "racer", email: "racer2@example.com", password: "longenough" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it("refuses names that imitate the bot, anonymity or staff, and keeps ordinary ones", async () => {
    for (const username of ["QuipB0t", "QuipBotAI", "Anonym0us", "AdminJoe", "quipb0t2"]) {
      const response = await register({
        username,
        email: `${username}@example.com`,
        password: "longenough",
      });
      expect(response.statusCode, username).toBe(400);
      expect(response.body).toBe(AUTH_MSG.usernameReserved);
    }
    for (const username of ["Adrian", "Quinn", "Bob01"]) {
      const response = await register({
        username,
        email: `${username}@example.com`,
        password: "longenough",
      });
      expect(response.statusCode, username).toBe(201);
    }
  });
});

describe("registration never tells a refused visitor what is taken", () => {
  let taken: { username: string; email: string };
  beforeAll(async () => {
    taken = await registerMember(t);
  });

  const TAKEN = "taken";
  type Fields = { username?: string; email?: string; password?: string };
  it.each<[string, Fields, string]>([
    ["taken email, short password", { email: TAKEN, password: "short" }, AUTH_MSG.passwordTooShort],
    [
      "taken email, common password",
      { email: TAKEN, password: "iloveyou" },
      AUTH_MSG.passwordTooCommon,
    ],
    [
      "taken email, symbol in the name",
      { email: TAKEN, username: "bob_22" },
      AUTH_MSG.usernameChars,
    ],
    [
      "taken email, reserved name",
      { email: TAKEN, username: "QuipB0t" },
      AUTH_MSG.usernameReserved,
    ],
    [
      "taken name, invalid email",
      { username: TAKEN, email: "not-an-email" },
      AUTH_MSG.emailInvalid,
    ],
    [
      "taken name, common password",
      { username: TAKEN, password: "password1" },
      AUTH_MSG.passwordTooCommon,
    ],
    [
      "both taken, overlong password",
      { username: TAKEN, email: TAKEN, password: "x".repeat(257) },
      AUTH_MSG.passwordTooLong,
    ],
  ])("%s: the rule's message, not the taken one", async (_case, fields, message) => {
    const response = await register({
      username: fields.username === TAKEN ? taken.username : (fields.username ?? "Newcomer1"),
      email: fields.email === TAKEN ? taken.email : (fields.email ?? "newcomer1@example.com"),
      password: fields.password ?? "longenough",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(message);
  });

  it("says the email is taken only to a registration that would otherwise succeed", async () => {
    const response = await register({
      username: "Newcomer1",
      email: taken.email.toUpperCase(),
      password: "longenough",
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toBe(AUTH_MSG.emailTaken);
  });
});

describe("sign-in", () => {
  it("accepts the username or the email, in any case", async () => {
    const m = await registerMember(t, { username: "Carol7", email: "carol7@example.com" });
    for (const name of ["Carol7", "carol7", "CAROL7@example.com"]) {
      const response = await login({ username: name, password: m.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(m.id);
    }
  });

  it("gives one message for a wrong password and for an unknown account", async () => {
    const m = await registerMember(t);
    const wrong = await login({ username: m.username, password: "wrong password" });
    const unknown = await login({ username: "nobodyhere", password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(AUTH_MSG.invalidCredentials);
    expect(unknown.body).toBe(AUTH_MSG.invalidCredentials);
  });

  it("validates the form's fields", async () => {
    expect((await login({ username: "", password: "x" })).body).toBe(AUTH_MSG.loginRequired);
    expect((await login({ username: "ab", password: "x" })).body).toBe(AUTH_MSG.loginTooShort);
    expect((await login({ username: "abc", password: "" })).body).toBe(AUTH_MSG.passwordRequired);
  });

  it("issues a new session id at every sign-in and keeps the old one working until logout", async () => {
    const m = await registerMember(t);
    const again = await login({ username: m.username, password: m.password });
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(m.cookie);
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it("replaces the session the request carried", async () => {
    const m = await registerMember(t);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: m.cookie },
      payload: { username: m.username, password: m.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await currentUser(m.cookie)).statusCode).toBe(401);
    expect((await currentUser(sessionCookie(again))).statusCode).toBe(200);
  });

  it("never signs in the bot account", async () => {
    await t.ctx.db.insert(users).values({
      username: "QuipBot",
      email: "quipbot@quip.local",
      passwordHash: null,
      isBot: true,
    });
    const response = await login({ username: "QuipBot", password: "anything at all" });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe(AUTH_MSG.invalidCredentials);
  });
});

describe("the current member", () => {
  it("is a 401 for a visitor and for a forged cookie", async () => {
    expect((await currentUser()).statusCode).toBe(401);
    expect((await currentUser("quip_session=forged")).statusCode).toBe(401);
  });

  it("reports admin status, which visitors may not ask", async () => {
    const m = await registerMember(t);
    const ask = () =>
      t.app.inject({ method: "GET", url: "/api/auth/is-admin", headers: { cookie: m.cookie } });
    expect((await ask()).json()).toEqual({ isAdmin: false });
    await setAdmin(t.ctx, m.id, true);
    expect((await ask()).json()).toEqual({ isAdmin: true });
    expect((await currentUser(m.cookie)).json().isAdmin).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/is-admin" })).statusCode).toBe(401);
  });

  it("rolls the session forward when it is used, and ends it after 30 idle days", async () => {
    const m = await registerMember(t);
    const start = t.clock.now();
    t.clock.advance(20 * 86_400_000);
    const used = await currentUser(m.cookie);
    expect(used.statusCode).toBe(200);
    expect(String(used.headers["set-cookie"])).toMatch(/quip_session=/);
    t.clock.advance(25 * 86_400_000);
    expect((await currentUser(m.cookie)).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await currentUser(m.cookie)).statusCode).toBe(401);
    t.clock.set(start);
  });

  it("keeps only a keyed hash of the session token in the sessions table", async () => {
    const m = await registerMember(t);
    const token = m.cookie.split("=")[1] ?? "";
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).not.toContain(token);
    expect(rows[0]?.sid).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("browser navigations", () => {
  it("/api/login goes to the sign-in screen", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
  });

  const logout = (method: "GET" | "POST", cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method, url: "/api/logout", headers: { cookie, ...headers } });
  const NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

  it("/api/logout ends the session and goes home", async () => {
    const m = await registerMember(t);
    const response = await logout("GET", m.cookie, {});
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect((await currentUser(m.cookie)).statusCode).toBe(401);
  });

  it("/api/logout ends the session when the member navigates there from our pages or types it", async () => {
    for (const site of ["same-origin", "none"]) {
      const m = await registerMember(t);
      const response = await logout("GET", m.cookie, { ...NAVIGATION, "sec-fetch-site": site });
      expect(response.headers.location).toBe("/");
      expect((await currentUser(m.cookie)).statusCode).toBe(401);
    }
  });

  it("/api/logout loaded as an image, in a frame, by a script or from another site signs nobody out", async () => {
    const m = await registerMember(t);
    const loads: Array<Record<string, string>> = [
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      { ...NAVIGATION, "sec-fetch-site": "cross-site" },
      { ...NAVIGATION, "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "same-origin" },
    ];
    for (const headers of loads) {
      const response = await logout("GET", m.cookie, headers);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect((await currentUser(m.cookie)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("POST /api/logout from the app's own page ends the session; from another site it is refused", async () => {
    const m = await registerMember(t);
    const foreign = await logout("POST", m.cookie, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect((await currentUser(m.cookie)).statusCode).toBe(200);
    const own = await logout("POST", m.cookie, {
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "cors",
      "sec-fetch-dest": "empty",
    });
    expect(own.statusCode).toBe(204);
    expect((await currentUser(m.cookie)).statusCode).toBe(401);
  });
});
