import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { flags, quips, users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** A Wednesday, 12:00 in New York. */
const NOW = "2025-09-17T16:00:00.000Z";
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await registerMember(t);
  member = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

async function createQuipBot(): Promise<string> {
  const [bot] = await t.ctx.db
    .insert(users)
    .values({ username: "QuipBot", email: "quipbot@quip.local", isBot: true, bio: "beep" })
    .returning({ id: users.id });
  if (!bot) throw new Error("no bot");
  return bot.id;
}

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
  expect(refs.length).toBeGreaterThan(5);
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

describe("admin calls", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const calls: Array<[string, string, unknown?]> = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/all-users?page=1&limit=20"],
    ["GET", "/api/admin/search-users?q=me"],
    ["POST", `/api/admin/users/${id}/grant-admin`],
    ["POST", `/api/admin/users/${id}/revoke-admin`],
    ["DELETE", `/api/admin/users/${id}`],
    ["GET", "/api/admin/flags"],
    ["DELETE", `/api/admin/flags/${id}`],
    ["DELETE", `/api/admin/quips/${id}`],
    ["PATCH", "/api/admin/quipbot/profile", { bio: "hi" }],
    ["PUT", "/api/admin/quipbot/profile-photo", { profileImageUrl: "x" }],
  ];
  const call = (who: Member | undefined, [method, url, payload]: [string, string, unknown?]) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each(calls)("%s %s: 401 for a visitor, 403 for a member", async (...c) => {
    const visitor = await call(undefined, c);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toBe(AUTH_MSG.unauthorized);
    const plain = await call(member, c);
    expect(plain.statusCode).toBe(403);
  });

  it("answers 404, not 500, for ids that do not exist", async () => {
    for (const c of calls.filter(([, url]) => url.includes(id))) {
      expect((await call(admin, c)).statusCode).toBe(404);
    }
  });
});

describe("QuipBot's profile", () => {
  it("is 'QuipBot not found' while there is no QuipBot", async () => {
    const response = await as(t, admin).patch("/api/admin/quipbot/profile", { bio: "hello" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(ADMIN_MSG.quipBotNotFound);
  });

  it("takes new details with the profile's limits, keeping fields left out", async () => {
    await createQuipBot();
    const response = await as(t, admin).patch("/api/admin/quipbot/profile", {
      firstName: "Quip",
      lastName: "Bot",
      website: "quip.example/bot",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: "QuipBot",
      firstName: "Quip",
      lastName: "Bot",
      bio: "beep",
      website: "quip.example/bot",
    });
    const long = await as(t, admin).patch("/api/admin/quipbot/profile", { bio: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toBe(USER_MSG.bioTooLong);
  });

  it("takes a photo the admin uploaded", async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#15803d" },
    })
      .png()
      .toBuffer();
    const { uploadURL } = (await as(t, admin).post("/api/objects/upload")).json();
    const put = await t.app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { cookie: admin.cookie, "content-type": "image/png" },
      payload: png,
    });
    expect(put.statusCode).toBe(204);
    const set = await as(t, admin).put("/api/admin/quipbot/profile-photo", {
      profileImageUrl: uploadURL,
    });
    expect(set.statusCode).toBe(200);
    const { objectPath } = set.json();
    expect(objectPath).toMatch(/^\/objects\/avatars\/.+\.webp$/);
    const [bot] = await t.ctx.db.select().from(users).where(eq(users.isBot, true));
    expect(bot?.profileImageUrl).toBe(objectPath);
    // The admin's own picture is untouched.
    expect((await as(t, admin).get("/api/auth/user")).json().profileImageUrl).toBeNull();
  });
});

describe("dashboard", () => {
  it("counts quips by age, every account, the current topic and 14 days of page views", async () => {
    const topic = await createTopic(t, "2025-09-17", "Doing laundry");
    const before = (await as(t, admin).get("/api/admin/stats")).json();
    t.clock.set(new Date(Date.parse(NOW) - 50 * HOUR));
    await postQuip(t, member, "An old one, revealed by now");
    t.clock.set(NOW);
    await postQuip(t, member, "A fresh one, still anonymous");
    await as(t, undefined).post("/api/page-views", { path: "/" });
    await as(t, undefined).post("/api/page-views", { path: "/about" });

    const response = await as(t, admin).get("/api/admin/stats");
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.totalQuips - before.totalQuips).toBe(2);
    expect(stats.activeQuips - before.activeQuips).toBe(1);
    expect(stats.revealedQuips - before.revealedQuips).toBe(1);
    expect(stats.totalQuips).toBe(stats.activeQuips + stats.revealedQuips);
    const [people] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from users`),
    );
    expect(stats.totalUsers).toBe(people?.n);
    expect(stats.currentTopic).toEqual({
      topic: "Doing laundry",
      isManual: true,
      createdAt: topic.createdAt.toISOString(),
    });
    expect(stats.pageViews).toHaveLength(14);
    expect(stats.textGenerator).toBe("built-in");
    expect(stats.pageViews[0].day).toBe("2025-09-04");
    expect(stats.pageViews[13]).toEqual({ day: "2025-09-17", views: 2 });
    expect(stats.pageViews[12]).toEqual({ day: "2025-09-16", views: 0 });
  });
});

describe("users and administrators", () => {
  it("lists every account 20 a page with its quip count", async () => {
    for (let i = 0; i < 20; i++) await registerMember(t);
    const first = (await as(t, admin).get("/api/admin/all-users?page=1&limit=20")).json();
    expect(first.users).toHaveLength(20);
    expect(first.totalCount).toBeGreaterThan(20);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 20));
    const second = (await as(t, admin).get("/api/admin/all-users?page=2&limit=20")).json();
    const ids = new Set([...first.users, ...second.users].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(first.users.length + second.users.length);
    const row = [...first.users, ...second.users].find((u: { id: string }) => u.id === member.id);
    expect(row).toMatchObject({ username: member.username, isAdmin: false, isBot: false });
    expect(row.quipsCount).toBeGreaterThanOrEqual(2);
    expect(row.email).toBe(member.email);
  });

  it("searches usernames and emails from 2 characters, ignoring case", async () => {
    const short = await as(t, admin).get("/api/admin/search-users?q=m");
    expect(short.statusCode).toBe(400);
    expect(short.body).toBe(ADMIN_MSG.searchTooShort);
    expect((await as(t, admin).get("/api/admin/search-users")).statusCode).toBe(400);
    const byName = (
      await as(t, admin).get(`/api/admin/search-users?q=${member.username.toUpperCase()}`)
    ).json();
    expect(byName.users[0].id).toBe(member.id);
    const byEmail = (await as(t, admin).get("/api/admin/search-users?q=quip.local")).json();
    expect(byEmail.users.map((u: { username: string }) => u.username)).toEqual(["QuipBot"]);
    const wildcard = (await as(t, admin).get("/api/admin/search-users?q=%25%25")).json();
    expect(wildcard.users).toEqual([]);
  });

  it("grants and revokes admin rights, never on oneself nor QuipBot", async () => {
    const other = await registerMember(t);
    const grant = await as(t, admin).post(`/api/admin/users/${other.id}/grant-admin`);
    expect(grant.statusCode).toBe(204);
    const admins = (await as(t, admin).get("/api/admin/users")).json();
    expect(admins.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([admin.id, other.id]),
    );
    expect(admins[0]).toEqual({
      id: expect.any(String),
      username: expect.any(String),
      email: expect.any(String),
      grantedAt: expect.any(String),
    });
    expect((await as(t, other).get("/api/admin/stats")).statusCode).toBe(200);

    const self = await as(t, admin).post(`/api/admin/users/${admin.id}/revoke-admin`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toBe(ADMIN_MSG.cannotRevokeSelf);
    const selfGrant = await as(t, other).post(`/api/admin/users/${other.id}/grant-admin`);
    expect(selfGrant.statusCode).toBe(400);
    expect(selfGrant.body).toBe(ADMIN_MSG.cannotGrantSelf);

    const [bot] = await t.ctx.db.select().from(users).where(eq(users.isBot, true));
    const botGrant = await as(t, admin).post(`/api/admin/users/${bot?.id}/grant-admin`);
    expect(botGrant.statusCode).toBe(400);
    expect(botGrant.body).toBe(ADMIN_MSG.quipBotNotAdmin);

    const revoke = await as(t, admin).post(`/api/admin/users/${other.id}/revoke-admin`);
    expect(revoke.statusCode).toBe(204);
    // The session reads the account each time: the rights are gone at once.
    expect((await as(t, other).get("/api/admin/stats")).statusCode).toBe(403);
    const after = (await as(t, admin).get("/api/admin/users")).json();
    expect(after.map((a: { id: string }) => a.id)).not.toContain(other.id);
  });

  it("never deletes oneself or QuipBot", async () => {
    const self = await as(t, admin).delete(`/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toBe(ADMIN_MSG.cannotDeleteSelf);
    const [bot] = await t.ctx.db.select().from(users).where(eq(users.isBot, true));
    const botDelete = await as(t, admin).delete(`/api/admin/users/${bot?.id}`);
    expect(botDelete.statusCode).toBe(400);
    expect(botDelete.body).toBe(ADMIN_MSG.quipBotNotDeletable);
  });

  it("deletes a member with everything they made, and keeps everyone else's counts right", async () => {
    const victim = await registerMember(t);
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const aliceQuip = await postQuip(t, alice, "Alice's joke");
    const victimQuip = await postQuip(t, victim, "The victim's joke");
    const u = (m: Member) => as(t, m);

    await u(victim).post(`/api/quips/${aliceQuip.id}/like`);
    await u(bob).post(`/api/quips/${aliceQuip.id}/like`);
    await u(alice).post(`/api/quips/${victimQuip.id}/like`);
    await u(victim).post(`/api/quips/${aliceQuip.id}/bookmark`);
    const victimComment = (
      await u(victim).post(`/api/quips/${aliceQuip.id}/comments`, { content: "ha" })
    ).json();
    await u(bob).post(`/api/quips/${aliceQuip.id}/comments`, {
      content: "reply to the victim",
      parentCommentId: victimComment.id,
    });
    await u(bob).post(`/api/quips/${aliceQuip.id}/comments`, { content: "bob's own" });
    await u(alice).post(`/api/quips/${victimQuip.id}/comments`, { content: "on the victim's" });
    await u(victim).post(`/api/users/${alice.id}/follow`);
    await u(bob).post(`/api/users/${victim.id}/follow`);
    await u(victim).post("/api/vault", { content: "a draft" });
    await u(victim).post(`/api/quips/${aliceQuip.id}/flag`, { category: "offensive" });
    await u(alice).post(`/api/quips/${victimQuip.id}/flag`, { category: "offensive" });

    const quipBefore = (await u(alice).get(`/api/quips/${aliceQuip.id}`)).json();
    expect([quipBefore.likesCount, quipBefore.commentsCount]).toEqual([2, 3]);

    const response = await as(t, admin).delete(`/api/admin/users/${victim.id}`);
    expect(response.statusCode).toBe(204);

    expect(await leftovers("users", [victim.id])).toEqual([]);
    expect(await leftovers("quips", [victimQuip.id])).toEqual([]);
    expect(await t.ctx.db.select().from(quips).where(eq(quips.authorId, victim.id))).toEqual([]);

    const quipAfter = (await u(alice).get(`/api/quips/${aliceQuip.id}`)).json();
    // The victim's like is gone; their comment and the reply under it are gone.
    expect([quipAfter.likesCount, quipAfter.commentsCount]).toEqual([1, 1]);
    const { comments } = (await u(alice).get(`/api/quips/${aliceQuip.id}/comments`)).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(["bob's own"]);

    const counts = await t.ctx.db
      .select({ id: users.id, followers: users.followersCount, following: users.followingCount })
      .from(users)
      .where(inArray(users.id, [alice.id, bob.id]));
    expect(counts.find((c) => c.id === alice.id)?.followers).toBe(0);
    expect(counts.find((c) => c.id === bob.id)?.following).toBe(0);

    expect((await u(victim).get("/api/auth/user")).statusCode).toBe(401);
    expect((await as(t, admin).delete(`/api/admin/users/${victim.id}`)).statusCode).toBe(404);
  });
});

describe("reported quips", () => {
  it("lists pending reports with reporter and author, even while anonymous", async () => {
    const author = await registerMember(t);
    const reporter = await registerMember(t);
    const quip = await postQuip(t, author, "A questionable joke");
    const linked = await postQuip(t, author, "The original");
    await as(t, reporter).post(`/api/quips/${quip.id}/flag`, {
      category: "Repeat Quip",
      linkedQuipId: `http://localhost:3000/quip/${linked.id}`,
    });
    const list = (await as(t, admin).get("/api/admin/flags")).json();
    const flag = list.find((f: { quip: { id: string } }) => f.quip.id === quip.id);
    expect(flag).toMatchObject({
      category: "repeat",
      categoryLabel: "Repeat Quip",
      reason: null,
      linkedQuipId: linked.id,
      reporter: { id: reporter.id, username: reporter.username },
      quip: {
        id: quip.id,
        content: "A questionable joke",
        isAnonymous: true,
        author: { id: author.id, username: author.username },
      },
    });
  });

  it("dismisses a report (the quip stays) and deletes a quip with its reports", async () => {
    const author = await registerMember(t);
    const reporter = await registerMember(t);
    const kept = await postQuip(t, author, "Fine after all");
    const removed = await postQuip(t, author, "Not fine");
    const first = (
      await as(t, reporter).post(`/api/quips/${kept.id}/flag`, { category: "offensive" })
    ).json();
    await as(t, reporter).post(`/api/quips/${removed.id}/flag`, {
      category: "stolen",
      reason: "a late-night show",
    });

    const dismiss = await as(t, admin).delete(`/api/admin/flags/${first.id}`);
    expect(dismiss.statusCode).toBe(204);
    expect((await as(t, admin).delete(`/api/admin/flags/${first.id}`)).body).toBe(
      ADMIN_MSG.flagNotFound,
    );
    expect((await as(t, undefined).get(`/api/quips/${kept.id}`)).statusCode).toBe(200);

    const del = await as(t, admin).delete(`/api/admin/quips/${removed.id}`);
    expect(del.statusCode).toBe(204);
    expect((await as(t, undefined).get(`/api/quips/${removed.id}`)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(flags).where(eq(flags.quipId, removed.id))).toEqual([]);
    const list = (await as(t, admin).get("/api/admin/flags")).json();
    const ids = list.map((f: { quip: { id: string } }) => f.quip.id);
    expect(ids).not.toContain(kept.id);
    expect(ids).not.toContain(removed.id);
  });
});
