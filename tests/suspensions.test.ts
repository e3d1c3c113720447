import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likes, quips, users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** A Wednesday, 12:00 in New York. */
const NOW = "2025-09-17T16:00:00.000Z";
const HOUR = 60 * 60 * 1000;
const WEEK_LATER = "2025-09-24T16:00:00.000Z";
const UNTIL_TEXT = "September 24, 2025 at 12:00 PM ET";
const REASON = "Repeated insults in the comments.";

let t: TestApp;
let admin: Member;
let other: Member;
let quipId: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [admin, other] = await Promise.all([registerMember(t), registerMember(t)]);
  await setAdmin(t.ctx, admin.id, true);
  quipId = (await postQuip(t, other, "A quip everyone may read.")).id;
});
afterAll(async () => {
  await t?.close();
});

const suspend = (target: string, body: unknown, by: Member = admin) =>
  as(t, by).post(`/api/admin/users/${target}/suspend`, body);
const lift = (target: string, by: Member = admin) =>
  as(t, by).post(`/api/admin/users/${target}/unsuspend`);

async function logCount(): Promise<number> {
  return (await as(t, admin).get("/api/admin/moderation-log")).json().totalCount;
}

/** A member whose session this process has read and keeps, as a busy server would. */
async function activeMember(): Promise<Member> {
  const member = await registerMember(t);
  expect((await as(t, member).get("/api/auth/user")).statusCode).toBe(200);
  return member;
}

/** Every action a suspended member is refused, each on something they could otherwise act on. */
async function refusedActions(member: Member) {
  const own = (await postQuip(t, member, "Posted before the suspension.")).id;
  const photo = await as(t, member).post("/api/objects/upload");
  expect(photo.statusCode).toBe(200);
  return {
    post: () => as(t, member).post("/api/quips", { content: "Let me post" }),
    edit: () => as(t, member).patch(`/api/quips/${own}`, { content: "Reworded" }),
    comment: () => as(t, member).post(`/api/quips/${quipId}/comments`, { content: "Hi" }),
    like: () => as(t, member).post(`/api/quips/${quipId}/like`),
    follow: () => as(t, member).post(`/api/users/${other.id}/follow`),
    report: () => as(t, member).post(`/api/quips/${quipId}/flag`, { category: "Other" }),
    profile: () => as(t, member).patch("/api/users/profile", { bio: "I am back" }),
    upload: () => as(t, member).post("/api/objects/upload"),
    photo: () =>
      as(t, member).put("/api/profile-photo", { profileImageUrl: photo.json().uploadURL }),
  };
}

describe("who may suspend whom", () => {
  it("refuses oneself, another administrator, QuipBot and a missing member, and logs none of it", async () => {
    const before = await logCount();
    const otherAdmin = await registerMember(t);
    await setAdmin(t.ctx, otherAdmin.id, true);
    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const body = { until: null, reason: REASON };

    const self = await suspend(admin.id, body);
    expect([self.statusCode, self.body]).toEqual([400, ADMIN_MSG.moderation.cannotSuspendSelf]);
    const peer = await suspend(otherAdmin.id, body);
    expect([peer.statusCode, peer.body]).toEqual([400, ADMIN_MSG.moderation.cannotSuspendAdmin]);
    const quipBot = await suspend(botId, body);
    expect([quipBot.statusCode, quipBot.body]).toEqual([
      400,
      ADMIN_MSG.moderation.cannotSuspendQuipBot,
    ]);
    const missing = await suspend("00000000-0000-4000-8000-000000000000", body);
    expect([missing.statusCode, missing.body]).toEqual([404, ADMIN_MSG.userNotFound]);
    expect((await suspend(other.id, body, otherAdmin)).statusCode).toBe(204);
    expect((await lift(other.id, otherAdmin)).statusCode).toBe(204);
    // The other administrator's two actions, nothing of the four refusals.
    expect(await logCount()).toBe(before + 2);
  });

  it("needs a reason of 1 to 500 characters and an end in the future, or none", async () => {
    const member = await registerMember(t);
    const cases: Array<[unknown, string]> = [
      [{ until: null }, ADMIN_MSG.moderation.reasonRequired],
      [{ until: null, reason: "   " }, ADMIN_MSG.moderation.reasonRequired],
      [{ until: null, reason: "x".repeat(501) }, ADMIN_MSG.moderation.reasonTooLong],
      [{ until: "next tuesday", reason: REASON }, ADMIN_MSG.moderation.untilInvalid],
      [{ until: NOW, reason: REASON }, ADMIN_MSG.moderation.untilPast],
      [{ until: "2025-09-17T15:00:00Z", reason: REASON }, ADMIN_MSG.moderation.untilPast],
    ];
    for (const [body, message] of cases) {
      const answer = await suspend(member.id, body);
      expect([answer.statusCode, answer.body]).toEqual([400, message]);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.suspensionReason).toBeNull();
    expect((await suspend(member.id, { until: null, reason: "x".repeat(500) })).statusCode).toBe(
      204,
    );
  });

  it("is for administrators only", async () => {
    const member = await registerMember(t);
    expect((await suspend(other.id, { until: null, reason: REASON }, member)).statusCode).toBe(403);
    expect((await lift(other.id, member)).statusCode).toBe(403);
  });

  it("refuses to make a suspended member an administrator", async () => {
    const member = await registerMember(t);
    await suspend(member.id, { until: WEEK_LATER, reason: REASON });
    const grant = await as(t, admin).post(`/api/admin/users/${member.id}/grant-admin`);
    expect([grant.statusCode, grant.body]).toEqual([
      400,
      ADMIN_MSG.moderation.cannotGrantSuspended,
    ]);
  });
});

describe("a suspended member", () => {
  it("is refused every action that others would read, each with the suspension's message, at once", async () => {
    const member = await activeMember();
    const actions = await refusedActions(member);
    const likesBefore = await t.ctx.db.select().from(likes).where(eq(likes.quipId, quipId));
    expect((await suspend(member.id, { until: WEEK_LATER, reason: REASON })).statusCode).toBe(204);

    const message = USER_MSG.suspension.until(UNTIL_TEXT, REASON);
    expect(message).toBe(
      "Your account is suspended until September 24, 2025 at 12:00 PM ET: Repeated insults in the comments.",
    );
    for (const [name, act] of Object.entries(actions)) {
      const answer = await act();
      expect([name, answer.statusCode, answer.body]).toEqual([name, 403, message]);
      expect(answer.headers["x-error-code"]).toBe("SUSPENDED");
    }
    // Nothing of it was written.
    const authored = await t.ctx.db.select().from(quips).where(eq(quips.authorId, member.id));
    expect(authored.map((q) => q.content)).toEqual(["Posted before the suspension."]);
    expect(await t.ctx.db.select().from(likes).where(eq(likes.quipId, quipId))).toEqual(
      likesBefore,
    );
  });

  it("says indefinitely when there is no end", async () => {
    const member = await activeMember();
    await suspend(member.id, { until: null, reason: REASON });
    const like = await as(t, member).post(`/api/quips/${quipId}/like`);
    expect([like.statusCode, like.body]).toEqual([
      403,
      `Your account is suspended indefinitely: ${REASON}`,
    ]);
    expect((await as(t, member).get("/api/auth/user")).json().suspension).toEqual({
      until: null,
      reason: REASON,
    });
  });

  it("still signs in and reads, bookmarks, keeps drafts, unfollows and deletes their own quips", async () => {
    const member = await activeMember();
    await as(t, member).post(`/api/users/${other.id}/follow`);
    const own = (await postQuip(t, member, "Mine to delete.")).id;
    await suspend(member.id, { until: WEEK_LATER, reason: REASON });

    const signIn = await as(t, undefined).post("/api/auth/login", {
      username: member.username,
      password: member.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().suspension).toEqual({ until: "2025-09-24T16:00:00.000Z", reason: REASON });
    const reads = [
      "/api/quips?filter=new",
      `/api/quips/${quipId}`,
      `/api/quips/${quipId}/comments`,
      `/api/users/${other.id}`,
      "/api/search/quips?q=quip",
      `/api/users/${member.id}/activity`,
    ];
    for (const url of reads)
      expect([url, (await as(t, member).get(url)).statusCode]).toEqual([url, 200]);
    expect((await as(t, member).post(`/api/quips/${quipId}/bookmark`)).statusCode).toBe(200);
    expect((await as(t, member).post("/api/vault", { content: "For later" })).statusCode).toBe(201);
    expect((await as(t, member).post(`/api/users/${other.id}/unfollow`)).statusCode).toBe(200);
    expect((await as(t, member).delete(`/api/quips/${own}`)).statusCode).toBe(204);
  });

  it("carries the suspension in the current user, and nobody else sees it", async () => {
    const member = await activeMember();
    await suspend(member.id, { until: WEEK_LATER, reason: REASON });
    const me = (await as(t, member).get("/api/auth/user")).json();
    expect(me.suspension).toEqual({ until: "2025-09-24T16:00:00.000Z", reason: REASON });
    // Nothing names the administrator who acted.
    const activity = await as(t, member).get(`/api/users/${member.id}/activity`);
    for (const body of [JSON.stringify(me), activity.body]) {
      expect(body).not.toContain(admin.id);
      expect(body).not.toContain(`"${admin.username}"`);
    }
    // Another member's view of the profile says nothing of it.
    const profile = await as(t, other).get(`/api/users/${member.id}`);
    expect(profile.body).not.toContain(REASON);
    expect(profile.body).not.toContain("suspend");
  });

  it("acts again from the instant the suspension ends, without anyone lifting it", async () => {
    const member = await activeMember();
    await suspend(member.id, {
      until: new Date(Date.parse(NOW) + HOUR).toISOString(),
      reason: REASON,
    });
    try {
      t.clock.advance(HOUR - 1);
      expect((await as(t, member).post(`/api/quips/${quipId}/like`)).statusCode).toBe(403);
      expect((await as(t, member).get("/api/auth/user")).json().suspension).not.toBeNull();
      t.clock.advance(1);
      expect((await as(t, member).post(`/api/quips/${quipId}/like`)).statusCode).toBe(200);
      expect((await as(t, member).get("/api/auth/user")).json().suspension).toBeNull();
      const listed = await as(t, admin).get(`/api/admin/search-users?q=${member.username}`);
      expect(listed.json().users[0].suspension).toBeNull();
      // An ended suspension has nothing left to lift.
      const again = await lift(member.id);
      expect([again.statusCode, again.body]).toEqual([409, ADMIN_MSG.moderation.notSuspended]);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("acts again the moment the suspension is lifted", async () => {
    const member = await activeMember();
    await suspend(member.id, { until: null, reason: REASON });
    expect((await as(t, member).post("/api/quips", { content: "Now?" })).statusCode).toBe(403);
    expect((await lift(member.id)).statusCode).toBe(204);
    expect((await as(t, member).post("/api/quips", { content: "Now?" })).statusCode).toBe(201);
    expect((await as(t, member).get("/api/auth/user")).json().suspension).toBeNull();
    const listed = await as(t, admin).get(`/api/admin/search-users?q=${member.username}`);
    expect(listed.json().users[0].suspension).toBeNull();
  });

  it("is shown to administrators in the member lists, and a new suspension replaces the old", async () => {
    const member = await registerMember(t);
    await suspend(member.id, { until: WEEK_LATER, reason: REASON });
    await suspend(member.id, { until: null, reason: "Worse than we thought." });
    const listed = await as(t, admin).get(`/api/admin/search-users?q=${member.username}`);
    expect(listed.json().users[0].suspension).toEqual({
      until: null,
      reason: "Worse than we thought.",
    });
  });
});
