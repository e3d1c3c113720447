import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember, sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Each member's session is read first, so this process holds it; then something changes it,
 * and the very next request must already see the change.
 */
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

async function signedInTwice(): Promise<{ member: Member; other: string }> {
  const member = await registerMember(t);
  const login = await as(t, undefined).post("/api/auth/login", {
    username: member.username,
    password: member.password,
  });
  const other = sessionCookie(login);
  for (const cookie of [member.cookie, other]) expect((await me(cookie)).statusCode).toBe(200);
  return { member, other };
}

describe("a session read moments ago", () => {
  it("ends at once on sign-out, and the member's other session goes on", async () => {
    const { member, other } = await signedInTwice();
    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: member.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await as(t, member).post("/api/quips", { content: "still here?" })).statusCode).toBe(
      401,
    );
    expect((await me(other)).statusCode).toBe(200);
  });

  it("ends at once for every session of a deleted member: reads and writes get 401, never 500", async () => {
    const { member, other } = await signedInTwice();
    expect((await as(t, admin).delete(`/api/admin/users/${member.id}`)).statusCode).toBe(204);
    for (const cookie of [member.cookie, other]) {
      expect((await me(cookie)).statusCode).toBe(401);
      const write = await t.app.inject({
        method: "POST",
        url: "/api/quips",
        headers: { cookie },
        payload: { content: "posted by nobody" },
      });
      expect(write.statusCode).toBe(401);
    }
  });

  it("loses and gains the admin routes the moment the role is revoked or granted", async () => {
    const other = await registerMember(t);
    await setAdmin(t.ctx, other.id, true);
    expect((await as(t, other).get("/api/admin/users")).statusCode).toBe(200);
    expect((await as(t, admin).post(`/api/admin/users/${other.id}/revoke-admin`)).statusCode).toBe(
      204,
    );
    expect((await as(t, other).get("/api/admin/users")).statusCode).toBe(403);
    expect((await as(t, other).get("/api/auth/is-admin")).json()).toEqual({ isAdmin: false });
    expect((await as(t, admin).post(`/api/admin/users/${other.id}/grant-admin`)).statusCode).toBe(
      204,
    );
    expect((await as(t, other).get("/api/admin/users")).statusCode).toBe(200);
  });

  it("is refused at once when suspended, on every session, and acts the moment it is lifted", async () => {
    const { member, other } = await signedInTwice();
    const suspend = await as(t, admin).post(`/api/admin/users/${member.id}/suspend`, {
      until: null,
      reason: "Cooling off",
    });
    expect(suspend.statusCode).toBe(204);
    for (const cookie of [member.cookie, other]) {
      const write = await t.app.inject({
        method: "POST",
        url: "/api/quips",
        headers: { cookie },
        payload: { content: "still posting?" },
      });
      expect([write.statusCode, write.body]).toEqual([
        403,
        USER_MSG.suspension.indefinitely("Cooling off"),
      ]);
      expect((await me(cookie)).json().suspension).toEqual({ until: null, reason: "Cooling off" });
    }
    expect((await as(t, admin).post(`/api/admin/users/${member.id}/unsuspend`)).statusCode).toBe(
      204,
    );
    expect((await as(t, member).post("/api/quips", { content: "back" })).statusCode).toBe(201);
    expect((await me(other)).json().suspension).toBeNull();
  });

  it("acts under the new username right after a change", async () => {
    const member = await registerMember(t);
    const quip = await postQuip(t, admin, "A quip to comment on.");
    expect((await me(member.cookie)).json().username).toBe(member.username);
    const renamed = `renamed${member.username.slice(-8)}`;
    const change = await as(t, member).patch("/api/users/profile", { username: renamed });
    expect(change.statusCode, change.body).toBe(200);
    const comment = await as(t, member).post(`/api/quips/${quip.id}/comments`, {
      content: "Who said that?",
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().author.username).toBe(renamed);
  });

  it("answers a write by a member another process deleted with a 409, never a 500", async () => {
    const { member } = await signedInTwice();
    // Another process deleted the member: this one was not told and still holds the session.
    await t.ctx.db.delete(users).where(eq(users.id, member.id));
    const write = await as(t, member).post("/api/quips", { content: "from a ghost" });
    expect(write.statusCode).toBe(409);
    expect(write.body).toBe(GENERIC_MSG.removedMeanwhile);
  });
});
