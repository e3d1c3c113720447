import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import {
  dataExports,
  heldUsernames,
  mailOutbox,
  moderationLog,
  quips,
  sessions,
  storedObjects,
  users,
} from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { ACCOUNT_DATA_MSG } from "#shared/messages/account-data.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember, sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";
import { appCode, turnOnTotp } from "./support/two-factor";

const NOW = new Date("2025-09-17T16:00:00Z");
const DAY = 24 * 3_600_000;

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  if (t) await t.ctx.background.settled();
  await t?.close();
});

const deleteAccount = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/users/me",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const login = (username: string, password: string) =>
  as(t, undefined).post("/api/auth/login", { username, password });

const register = (username: string) =>
  as(t, undefined).post("/api/auth/register", {
    username,
    email: `${username.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: "correct horse battery",
  });

/** Rows anywhere that still point at one of these ids through a foreign key to `table`. */
async function leftovers(table: "users" | "quips", ids: string[]): Promise<string[]> {
  const refs = rowsOf<{ table_name: string; column_name: string }>(
    await t.ctx.db.execute(sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = ${table} and kcu.table_schema = 'public'`),
  );
  const found: string[] = [];
  for (const ref of refs) {
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(ref.table_name)} where ${sql.identifier(ref.column_name)} in ${ids}`,
      ),
    );
    if ((row?.n ?? 0) > 0) found.push(`${ref.table_name}.${ref.column_name}`);
  }
  return found;
}

async function setPhoto(member: Member): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#3a7" },
  })
    .png()
    .toBuffer();
  const { uploadURL } = (await as(t, member).post("/api/objects/upload")).json();
  await t.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { cookie: member.cookie, "content-type": "image/png" },
    payload: png,
  });
  const set = await as(t, member).put("/api/profile-photo", { profileImageUrl: uploadURL });
  return set.json().objectPath as string;
}

describe("deleting one's own account", () => {
  it("is refused without the right password, and nothing goes", async () => {
    const member = await registerMember(t);
    const wrong = await deleteAccount(member.cookie, { currentPassword: "not my password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const empty = await deleteAccount(member.cookie, { currentPassword: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toBe(ACCOUNT_DATA_MSG.passwordRequired);
    expect((await deleteAccount(member.cookie, {})).statusCode).toBe(400);
    expect((await deleteAccount(undefined, { currentPassword: member.password })).statusCode).toBe(
      401,
    );
    expect((await as(t, member).get("/api/auth/user")).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it("removes everything the member made, keeps others' counts right and signs them out everywhere", async () => {
    const [leaving, alice, bob] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    const u = (m: Member) => as(t, m);
    const aliceQuip = await postQuip(t, alice, "Alice's joke");
    const ownQuip = await postQuip(t, leaving, "The leaving member's joke");
    await u(leaving).post(`/api/quips/${aliceQuip.id}/like`);
    await u(bob).post(`/api/quips/${aliceQuip.id}/like`);
    await u(alice).post(`/api/quips/${ownQuip.id}/like`);
    await u(leaving).post(`/api/quips/${aliceQuip.id}/bookmark`);
    const comment = (
      await u(leaving).post(`/api/quips/${aliceQuip.id}/comments`, { content: "ha" })
    ).json();
    await u(bob).post(`/api/quips/${aliceQuip.id}/comments`, {
      content: "a reply to the leaving member",
      parentCommentId: comment.id,
    });
    await u(bob).post(`/api/quips/${aliceQuip.id}/comments`, { content: "bob's own" });
    await u(leaving).post(`/api/users/${alice.id}/follow`);
    await u(bob).post(`/api/users/${leaving.id}/follow`);
    await u(leaving).post("/api/vault", { content: "a draft" });
    const photo = await setPhoto(leaving);
    expect((await u(leaving).post("/api/users/me/export")).statusCode).toBe(202);
    await t.ctx.background.settled();
    const [exported] = await t.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, leaving.id));
    expect(exported?.status).toBe("ready");
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, leaving.email));
    expect(mail).toBeDefined();
    const otherDevice = sessionCookie(await login(leaving.username, leaving.password));
    expect(
      (await t.app.inject({ url: "/api/auth/user", headers: { cookie: otherDevice } })).statusCode,
    ).toBe(200);

    const response = await deleteAccount(leaving.cookie, { currentPassword: leaving.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "quip_session")?.value).toBe("");

    expect(await leftovers("users", [leaving.id])).toEqual([]);
    expect(await leftovers("quips", [ownQuip.id])).toEqual([]);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, leaving.id))).toEqual(
      [],
    );
    expect(
      await t.ctx.db.select().from(storedObjects).where(eq(storedObjects.ownerId, leaving.id)),
    ).toEqual([]);
    expect(await t.ctx.storage.get(photo.slice("/objects/".length))).toBeNull();
    expect(await t.ctx.storage.get(exported?.storageKey ?? "")).toBeNull();
    expect(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, leaving.email)),
    ).toEqual([]);

    const quipAfter = (await u(alice).get(`/api/quips/${aliceQuip.id}`)).json();
    expect([quipAfter.likesCount, quipAfter.commentsCount]).toEqual([1, 1]);
    const counts = await t.ctx.db
      .select({ id: users.id, followers: users.followersCount, following: users.followingCount })
      .from(users)
      .where(inArray(users.id, [alice.id, bob.id]));
    expect(counts.find((c) => c.id === alice.id)?.followers).toBe(0);
    expect(counts.find((c) => c.id === bob.id)?.following).toBe(0);

    for (const cookie of [leaving.cookie, otherDevice]) {
      expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(
        401,
      );
    }
    const signIn = await login(leaving.username, leaving.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toBe(AUTH_MSG.invalidCredentials);
    // Not moderation: the log has no entry for it.
    expect(
      await t.ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, leaving.id)),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(quips).where(eq(quips.authorId, leaving.id))).toEqual([]);
  });

  it("is open to a suspended member", async () => {
    const member = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${member.id}/suspend`, {
      until: null,
      reason: "Spam",
    });
    const response = await deleteAccount(member.cookie, { currentPassword: member.password });
    expect(response.statusCode).toBe(204);
  });

  it("asks a member with an authenticator app for its code too; others need none", async () => {
    const member = await registerMember(t);
    const tooLong = await deleteAccount(member.cookie, {
      currentPassword: member.password,
      code: "1".repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toBe(ACCOUNT_DATA_MSG.codeTooLong);

    const guarded = await registerMember(t);
    const { secret } = await turnOnTotp(t, guarded);
    const password = { currentPassword: guarded.password };
    const missing = await deleteAccount(guarded.cookie, password);
    expect([missing.statusCode, missing.body]).toEqual([400, TWO_FACTOR_MSG.codeRequired]);
    const wrong = await deleteAccount(guarded.cookie, { ...password, code: "000000" });
    expect([wrong.statusCode, wrong.body]).toEqual([400, TWO_FACTOR_MSG.codeWrong]);
    expect((await as(t, guarded).get("/api/auth/user")).statusCode).toBe(200);
    const right = await deleteAccount(guarded.cookie, {
      ...password,
      code: appCode(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(204);

    const withRecovery = await registerMember(t);
    const codes = await turnOnTotp(t, withRecovery);
    const recovered = await deleteAccount(withRecovery.cookie, {
      currentPassword: withRecovery.password,
      code: codes.recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(204);

    const plain = await registerMember(t);
    const response = await deleteAccount(plain.cookie, {
      currentPassword: plain.password,
      code: "123456",
    });
    expect(response.statusCode).toBe(204);
  });
});

describe("the username of a deleted account", () => {
  it("is held after an administrator's deletion too: one way an account ends", async () => {
    const member = await registerMember(t);
    expect((await as(t, admin).delete(`/api/admin/users/${member.id}`)).statusCode).toBe(204);
    expect((await register(member.username)).statusCode).toBe(409);
  });

  it("is held for 30 days against sign-up and username changes, then free", async () => {
    const leaving = await registerMember(t);
    const other = await registerMember(t);
    expect(
      (await deleteAccount(leaving.cookie, { currentPassword: leaving.password })).statusCode,
    ).toBe(204);

    for (const name of [leaving.username, leaving.username.toUpperCase()]) {
      const taken = await register(name);
      expect(taken.statusCode).toBe(409);
      expect(taken.body).toBe(AUTH_MSG.usernameTaken);
    }
    const change = await as(t, other).patch("/api/users/profile", { username: leaving.username });
    expect(change.statusCode).toBe(409);
    expect(change.body).toBe(USER_MSG.usernameTaken);

    t.clock.advance(30 * DAY - 1000);
    expect((await register(leaving.username)).statusCode).toBe(409);
    await purgeJob.run(t.ctx);
    expect(
      await t.ctx.db
        .select()
        .from(heldUsernames)
        .where(eq(heldUsernames.usernameKey, leaving.username.toLowerCase())),
    ).toHaveLength(1);

    t.clock.advance(1000);
    await purgeJob.run(t.ctx);
    expect(
      await t.ctx.db
        .select()
        .from(heldUsernames)
        .where(eq(heldUsernames.usernameKey, leaving.username.toLowerCase())),
    ).toEqual([]);
    // Signed in again: a month without a visit ended the other member's session.
    const again = sessionCookie(await login(other.username, other.password));
    const change30 = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile",
      headers: { cookie: again },
      payload: { username: leaving.username },
    });
    expect(change30.statusCode, change30.body).toBe(200);
    t.clock.set(NOW);
  });
});

describe("the limit on attempts", () => {
  it("stops guessing the password after 10 tries in 15 minutes", async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      strict.clock.set(NOW);
      const member = await registerMember(strict);
      const attempt = () =>
        strict.app.inject({
          method: "DELETE",
          url: "/api/users/me",
          headers: { cookie: member.cookie },
          payload: { currentPassword: "a wrong guess" },
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(403);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toMatch(/^Too many password attempts\./);
    } finally {
      await strict.close();
    }
  });
});
