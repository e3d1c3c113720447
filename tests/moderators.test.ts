import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import type {
  ModerationLogEntry,
  ModerationLogPage,
  ModerationQueue,
  QueueItem,
} from "#shared/schemas/moderation.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** Moderators and the one review queue (decision 0152). */
const NOW = Date.parse("2025-09-16T15:00:00Z");
const HOUR = 3_600_000;
const m = ADMIN_MSG.moderation;

let t: TestApp;
let admin: Member;
let moderator: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  [admin, moderator, member] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await ensureQuipBot(t.ctx.db, t.ctx.now());
  expect(
    (await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`)).statusCode,
  ).toBe(204);
});
afterAll(async () => {
  await t?.close();
});

const at = (hours: number) => t.clock.set(new Date(NOW + hours * HOUR));

async function queue(who: Member, query = ""): Promise<ModerationQueue> {
  const response = await as(t, who).get(`/api/moderation/queue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function itemOf(q: ModerationQueue, id: string): QueueItem | undefined {
  return q.items.find(
    (item) =>
      (item.kind === "quip" && item.quip.id === id) ||
      (item.kind === "comment" && item.comment.id === id) ||
      (item.kind === "member" && item.member.id === id),
  );
}

async function log(who: Member, query = ""): Promise<ModerationLogPage> {
  const response = await as(t, who).get(`/api/moderation/log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function reportQuip(quipId: string, category = "Offensive content") {
  const reporter = await registerMember(t);
  const response = await as(t, reporter).post(`/api/quips/${quipId}/flag`, { category });
  expect(response.statusCode, response.body).toBe(201);
  return reporter;
}

async function reportComment(commentId: string) {
  const reporter = await registerMember(t);
  const response = await as(t, reporter).post(`/api/comments/${commentId}/flag`, {
    category: "Other",
  });
  expect(response.statusCode, response.body).toBe(201);
  return reporter;
}

describe("granting and revoking the moderator role", () => {
  it("is an administrator's, with its refusals", async () => {
    const target = await registerMember(t);
    const grant = (who: Member, id: string) =>
      as(t, who).post(`/api/admin/users/${id}/grant-moderator`);
    const revoke = (who: Member, id: string) =>
      as(t, who).post(`/api/admin/users/${id}/revoke-moderator`);
    expect((await grant(admin, target.id)).statusCode).toBe(204);
    const twice = await grant(admin, target.id);
    expect([twice.statusCode, twice.body]).toEqual([409, m.alreadyModerator]);
    const self = await grant(admin, admin.id);
    expect([self.statusCode, self.body]).toEqual([400, m.adminAlreadyModerates]);
    const missing = await grant(admin, "00000000-0000-4000-8000-000000000000");
    expect([missing.statusCode, missing.body]).toEqual([404, ADMIN_MSG.userNotFound]);
    expect((await grant(admin, "not-an-id")).statusCode).toBe(400);
    const bot = (await as(t, admin).get("/api/admin/all-users?page=1&limit=50"))
      .json()
      .users.find((u: { username: string }) => u.username === "QuipBot");
    expect((await grant(admin, bot.id)).body).toBe(m.quipBotNotModerator);
    const suspended = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${suspended.id}/suspend`, {
      until: null,
      reason: "Spam",
    });
    const refused = await grant(admin, suspended.id);
    expect([refused.statusCode, refused.body]).toEqual([400, m.cannotGrantModeratorSuspended]);
    expect((await grant(moderator, member.id)).statusCode).toBe(403);
    expect((await grant(member, member.id)).statusCode).toBe(403);

    const listed = (await as(t, admin).get("/api/admin/moderators")).json();
    expect(listed.map((x: { id: string }) => x.id).sort()).toEqual(
      [moderator.id, target.id].sort(),
    );
    expect((await as(t, moderator).get("/api/admin/moderators")).statusCode).toBe(403);

    expect((await revoke(admin, target.id)).statusCode).toBe(204);
    const notOne = await revoke(admin, target.id);
    expect([notOne.statusCode, notOne.body]).toEqual([409, m.notModerator]);
    const entries = (await log(admin, `?adminId=${admin.id}`)).entries.filter(
      (e) => e.target.id === target.id,
    );
    expect(entries.map((e) => e.action).sort()).toEqual(["moderator_granted", "moderator_revoked"]);
  });

  it("takes effect at the moderator's next request, both ways", async () => {
    const soon = await registerMember(t);
    expect((await as(t, soon).get("/api/moderation/queue")).statusCode).toBe(403);
    await as(t, admin).post(`/api/admin/users/${soon.id}/grant-moderator`);
    expect((await as(t, soon).get("/api/moderation/queue")).statusCode).toBe(200);
    await as(t, admin).post(`/api/admin/users/${soon.id}/revoke-moderator`);
    const after = await as(t, soon).get("/api/moderation/queue");
    expect([after.statusCode, after.body]).toEqual([403, AUTH_MSG.forbidden]);
  });

  it("tells a member their own role, and nobody else's", async () => {
    const own = (await as(t, moderator).get("/api/auth/user")).json();
    expect(own.isModerator).toBe(true);
    expect((await as(t, member).get("/api/auth/user")).json().isModerator).toBe(false);
    expect((await as(t, admin).get("/api/auth/user")).json().isModerator).toBe(false);
    for (const viewer of [member, admin, moderator]) {
      for (const url of [
        `/api/users/${moderator.id}`,
        `/api/users/${member.id}/followers`,
        `/api/search/users?q=${moderator.username}`,
      ]) {
        const answer = await as(t, viewer).get(url);
        expect([url, answer.body.includes("isModerator")]).toEqual([url, false]);
      }
    }
  });

  it("gives moderators no administration", async () => {
    const quip = await postQuip(t, member, "for the author call");
    for (const [method, url] of [
      ["GET", "/api/admin/flagged-quips"],
      ["GET", "/api/admin/flagged-comments"],
      ["GET", "/api/admin/flags"],
      ["GET", `/api/admin/quips/${quip.id}/author`],
      ["GET", "/api/admin/all-users"],
      ["PUT", "/api/admin/auto-hide"],
      ["POST", `/api/admin/users/${member.id}/grant-admin`],
      ["DELETE", `/api/admin/users/${member.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: moderator.cookie },
        ...(method === "PUT" ? { payload: { reports: 3 } } : {}),
      });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
  });
});

describe("the review queue", () => {
  it("groups reports by target, oldest first, with counts and categories", async () => {
    at(1);
    const older = await postQuip(t, member, "an older reported quip");
    await reportQuip(older.id, "Other");
    at(2);
    const newer = await postQuip(t, member, "a newer reported quip");
    await reportQuip(newer.id);
    await reportQuip(newer.id);
    await reportQuip(newer.id, "Other");
    const q = await queue(moderator, "?kind=quip");
    const ids = q.items.map((item) => (item.kind === "quip" ? item.quip.id : ""));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(itemOf(q, newer.id)).toMatchObject({
      reportCount: 3,
      categories: [
        { key: "offensive", count: 2 },
        { key: "other", count: 1 },
      ],
      firstAt: new Date(NOW + 2 * HOUR).toISOString(),
    });
    expect(q.counts.quip).toBe(q.items.length);
    expect(q.totalCount).toBe(q.counts.quip);
    expect((await as(t, moderator).get("/api/moderation/queue?kind=nothing")).statusCode).toBe(400);
    expect((await as(t, moderator).get("/api/moderation/queue?page=0")).statusCode).toBe(400);
  });

  it("names an anonymous quip's author to nobody, moderators and administrators alike", async () => {
    at(3);
    const young = await postQuip(t, member, "a young anonymous quip");
    const own = await as(t, member).post(`/api/quips/${young.id}/comments`, {
      content: "the author, speaking anonymously",
    });
    const theirs = await as(t, moderator).post(`/api/quips/${young.id}/comments`, {
      content: "a moderator's comment",
    });
    const bystander = await registerMember(t);
    const named = await as(t, bystander).post(`/api/quips/${young.id}/comments`, {
      content: "a bystander's comment",
    });
    await reportQuip(young.id);
    await reportComment(own.json().id);
    await reportComment(named.json().id);
    await reportComment(theirs.json().id);
    for (const who of [moderator, admin]) {
      const q = await queue(who);
      expect(itemOf(q, young.id)).toMatchObject({
        quip: { isAnonymous: true, author: null, content: "a young anonymous quip" },
      });
      expect(itemOf(q, own.json().id)).toMatchObject({
        comment: { isQuipAuthor: true, isQuipAnonymous: true, author: null },
      });
      expect(itemOf(q, named.json().id)).toMatchObject({
        comment: { isQuipAuthor: false, author: { id: bystander.id } },
      });
      const body = JSON.stringify(q);
      expect(body).not.toContain(member.id);
      expect(body).not.toContain(member.username);
    }
    // No one reviews their own: the moderator's comment is in the administrator's queue only.
    expect(itemOf(await queue(moderator), theirs.json().id)).toBeUndefined();
    expect(itemOf(await queue(admin), theirs.json().id)).toBeDefined();
    const refused = await as(t, moderator).delete(
      `/api/moderation/comments/${theirs.json().id}/reports`,
    );
    expect([refused.statusCode, refused.body]).toEqual([403, m.ownContent]);
    // Moderators read quips as members do.
    expect((await as(t, moderator).get(`/api/quips/${young.id}`)).json().author).toBeNull();

    at(3 + 49);
    const revealed = itemOf(await queue(moderator), young.id);
    expect(revealed).toMatchObject({
      quip: { isAnonymous: false, author: { id: member.id, username: member.username } },
    });
    expect(itemOf(await queue(moderator), own.json().id)).toMatchObject({
      comment: { isQuipAuthor: true, author: { id: member.id } },
    });
  });
});

describe("a moderator's actions", () => {
  it("hides and shows a quip, held whatever its reports", async () => {
    at(60);
    const quip = await postQuip(t, member, "a quip a moderator hides");
    const reporter = await reportQuip(quip.id);
    const hide = () => as(t, moderator).post(`/api/moderation/quips/${quip.id}/hide`);
    const show = () => as(t, moderator).post(`/api/moderation/quips/${quip.id}/show`);
    expect((await hide()).statusCode).toBe(204);
    expect((await as(t, reporter).get(`/api/quips/${quip.id}`)).statusCode).toBe(404);
    expect((await as(t, member).get(`/api/quips/${quip.id}`)).statusCode).toBe(200);
    expect(itemOf(await queue(moderator), quip.id)).toMatchObject({
      quip: { isHidden: true, isHeld: true },
    });
    const again = await hide();
    expect([again.statusCode, again.body]).toEqual([409, m.alreadyHidden]);
    // A lower threshold does not show a held quip, nor a dismissed single report.
    expect((await as(t, admin).put("/api/admin/auto-hide", { reports: 100 })).statusCode).toBe(200);
    expect((await as(t, reporter).get(`/api/quips/${quip.id}`)).statusCode).toBe(404);
    await as(t, admin).put("/api/admin/auto-hide", { reports: 5 });
    expect((await show()).statusCode).toBe(204);
    expect((await as(t, reporter).get(`/api/quips/${quip.id}`)).statusCode).toBe(200);
    const notHidden = await show();
    expect([notHidden.statusCode, notHidden.body]).toEqual([409, m.notHidden]);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await as(t, moderator).post(`/api/moderation/quips/${missing}/hide`)).statusCode).toBe(
      404,
    );
    const actions = (await log(moderator, `?adminId=${moderator.id}`)).entries
      .filter((e) => e.target.id === quip.id)
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(["quip_hidden", "quip_shown"]);
  });

  it("dismisses reports and removes quips and comments, hidden ones too", async () => {
    at(61);
    const quip = await postQuip(t, member, "a quip whose reports are dismissed");
    await reportQuip(quip.id);
    expect(
      (await as(t, moderator).delete(`/api/moderation/quips/${quip.id}/reports`)).statusCode,
    ).toBe(204);
    expect((await as(t, moderator).delete(`/api/moderation/quips/${quip.id}/reports`)).body).toBe(
      m.noPendingReports,
    );

    const hidden = await postQuip(t, member, "a hidden quip a moderator removes");
    await as(t, moderator).post(`/api/moderation/quips/${hidden.id}/hide`);
    const comment = (
      await as(t, member).post(`/api/quips/${hidden.id}/comments`, { content: "under it" })
    ).json();
    expect((await as(t, moderator).delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await as(t, moderator).delete(`/api/quips/${hidden.id}`)).statusCode).toBe(204);

    const other = await postQuip(t, member, "another member's quip");
    const said = (
      await as(t, member).post(`/api/quips/${other.id}/comments`, { content: "reported words" })
    ).json();
    await reportComment(said.id);
    expect(
      (await as(t, moderator).delete(`/api/moderation/comments/${said.id}/reports`)).statusCode,
    ).toBe(204);
    // A member still may not.
    const bystander = await registerMember(t);
    expect((await as(t, bystander).delete(`/api/quips/${other.id}`)).statusCode).toBe(403);
    expect(
      (await as(t, bystander).delete(`/api/moderation/quips/${other.id}/reports`)).statusCode,
    ).toBe(403);

    const mine = (await log(moderator, `?adminId=${moderator.id}`)).entries;
    expect(
      mine.find((e) => e.target.id === hidden.id && e.action === "quip_deleted"),
    ).toMatchObject({
      admin: { id: moderator.id, username: moderator.username, role: "moderator" },
    });
    expect(mine.find((e) => e.target.id === comment.id)?.action).toBe("comment_removed");
  });

  it("suspends and lifts members, never a peer, QuipBot, an administrator or oneself", async () => {
    const target = await registerMember(t);
    const suspend = (id: string) =>
      as(t, moderator).post(`/api/moderation/users/${id}/suspend`, {
        until: null,
        reason: "Abuse",
      });
    expect((await suspend(target.id)).statusCode).toBe(204);
    expect((await as(t, target).post(`/api/users/${member.id}/follow`)).statusCode).toBe(403);
    expect(
      (await as(t, moderator).post(`/api/moderation/users/${target.id}/unsuspend`)).statusCode,
    ).toBe(204);
    const peer = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${peer.id}/grant-moderator`);
    expect((await suspend(peer.id)).body).toBe(m.cannotSuspendModerator);
    expect((await suspend(admin.id)).body).toBe(m.cannotSuspendAdmin);
    expect((await suspend(moderator.id)).body).toBe(m.cannotSuspendSelf);
    expect(
      (await as(t, moderator).post(`/api/moderation/users/${target.id}/suspend`, {})).statusCode,
    ).toBe(400);
    expect(
      (await as(t, moderator).post(`/api/moderation/users/${target.id}/unsuspend`)).statusCode,
    ).toBe(409);
  });

  it("reviews nothing of their own", async () => {
    const own = await postQuip(t, moderator, "the moderator's own quip");
    await reportQuip(own.id);
    expect(itemOf(await queue(moderator), own.id)).toBeUndefined();
    expect(itemOf(await queue(admin), own.id)).toBeDefined();
    for (const url of [
      `/api/moderation/quips/${own.id}/hide`,
      `/api/moderation/quips/${own.id}/show`,
    ]) {
      const response = await as(t, moderator).post(url);
      expect([response.statusCode, response.body]).toEqual([403, m.ownContent]);
    }
    expect(
      (await as(t, moderator).delete(`/api/moderation/quips/${own.id}/reports`)).statusCode,
    ).toBe(403);
    const reporter = await registerMember(t);
    await as(t, reporter).post(`/api/users/${moderator.id}/report`, { category: "spam" });
    expect(itemOf(await queue(moderator), moderator.id)).toBeUndefined();
    expect(
      (await as(t, moderator).delete(`/api/moderation/users/${moderator.id}/reports`)).statusCode,
    ).toBe(403);
  });
});

describe("the moderation log for moderators", () => {
  it("shows moderators' entries at once and administrators' once 48 hours have passed", async () => {
    at(100);
    const target = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${target.id}/suspend`, {
      until: null,
      reason: "By an administrator",
    });
    const byModerator = await registerMember(t);
    await as(t, moderator).post(`/api/moderation/users/${byModerator.id}/suspend`, {
      until: null,
      reason: "By a moderator",
    });
    const reasons = (page: ModerationLogPage) => page.entries.map((e) => e.reason);
    expect(reasons(await log(admin))).toEqual(
      expect.arrayContaining(["By an administrator", "By a moderator"]),
    );
    const now = await log(moderator);
    expect(reasons(now)).toContain("By a moderator");
    expect(reasons(now)).not.toContain("By an administrator");
    expect(
      now.entries.every(
        (e) => e.admin.role === "moderator" || Date.parse(e.createdAt) <= NOW + 52 * HOUR,
      ),
    ).toBe(true);
    expect(now.admins.map((a) => a.id)).toContain(moderator.id);
    // The old route reads the same for a moderator's… administrators only.
    expect((await as(t, moderator).get("/api/admin/moderation-log")).statusCode).toBe(403);

    at(100 + 48);
    const later = await log(moderator);
    expect(reasons(later)).toContain("By an administrator");
    expect(later.admins.map((a) => a.id)).toEqual(expect.arrayContaining([admin.id, moderator.id]));
    const filtered = await log(moderator, `?adminId=${moderator.id}&action=member_suspended`);
    expect(filtered.entries.every((e: ModerationLogEntry) => e.admin.id === moderator.id)).toBe(
      true,
    );
  });
});

describe("an administrator's view of an anonymous author", () => {
  it("is answered and recorded once, naming the quip and never the author", async () => {
    at(200);
    const writer = await registerMember(t);
    const quip = await postQuip(t, writer, "who wrote me? only administrators may ask");
    const view = () => as(t, admin).get(`/api/admin/quips/${quip.id}/author`);
    const answer = await view();
    expect(answer.json()).toEqual({
      quipId: quip.id,
      isAnonymous: true,
      author: { id: writer.id, username: writer.username },
    });
    await view();
    const entries = (await log(admin, "?action=anonymous_author_viewed")).entries.filter(
      (e) => e.target.id === quip.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin: { id: admin.id, role: "admin" },
      target: { kind: "quip", id: quip.id, label: "who wrote me? only administrators may ask" },
      reason: null,
      detail: null,
    });
    expect(JSON.stringify(entries[0])).not.toContain(writer.id);
    expect(JSON.stringify(entries[0])).not.toContain(writer.username);
    expect(
      (await as(t, admin).get("/api/admin/quips/00000000-0000-4000-8000-000000000000/author"))
        .statusCode,
    ).toBe(404);

    // Once revealed there is nothing to record.
    at(200 + 49);
    const before = (await log(admin, "?action=anonymous_author_viewed")).totalCount;
    expect((await view()).json().isAnonymous).toBe(false);
    expect((await log(admin, "?action=anonymous_author_viewed")).totalCount).toBe(before);
  });

  it("is recorded wherever an answer names it: the quip, its thread, a feed, search", async () => {
    at(400);
    const writer = await registerMember(t);
    const reader = await registerMember(t);
    await setAdmin(t.ctx, reader.id, true);
    const views = async (quipId: string) =>
      (await log(admin, "?action=anonymous_author_viewed")).entries.filter(
        (e) => e.target.id === quipId && e.admin.id === reader.id,
      ).length;
    const routes = [
      (id: string) => `/api/quips/${id}`,
      (id: string) => `/api/quips/${id}/thread`,
      () => "/api/quips?filter=new",
      () => "/api/search/quips?q=flamingo",
    ];
    for (const [n, routeOf] of routes.entries()) {
      const quip = await postQuip(t, writer, `flamingo number ${n} stands on one leg`);
      expect(await views(quip.id)).toBe(0);
      const answer = await as(t, reader).get(routeOf(quip.id));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toContain(writer.username);
      expect(await views(quip.id), routeOf(quip.id)).toBe(1);
      await as(t, reader).get(routeOf(quip.id));
      expect(await views(quip.id)).toBe(1);
    }
    // A member is shown no author, and nothing is recorded for them.
    const quip = await postQuip(t, writer, "flamingo read by a member alone");
    expect((await as(t, member).get(`/api/quips/${quip.id}`)).body).not.toContain(writer.username);
    const entries = (await log(admin, "?action=anonymous_author_viewed")).entries;
    expect(entries.some((e) => e.target.id === quip.id)).toBe(false);
  });

  it("is recorded when the Flags tab shows one", async () => {
    at(300);
    const writer = await registerMember(t);
    const quip = await postQuip(t, writer, "reported while anonymous, read in the Flags tab");
    await reportQuip(quip.id);
    const count = async () =>
      (await log(admin, "?action=anonymous_author_viewed")).entries.filter(
        (e) => e.target.id === quip.id,
      ).length;
    expect(await count()).toBe(0);
    expect((await as(t, admin).get("/api/admin/flagged-quips")).body).toContain(writer.username);
    expect(await count()).toBe(1);
    await as(t, admin).get("/api/admin/flags");
    expect(await count()).toBe(1);
    // A second administrator's view is their own entry.
    const second = await registerMember(t);
    await setAdmin(t.ctx, second.id, true);
    await as(t, second).get("/api/admin/flags");
    expect(await count()).toBe(2);
    // Moderators see the entry only once the quip is revealed.
    expect(
      (await log(moderator, "?action=anonymous_author_viewed")).entries.some(
        (e) => e.target.id === quip.id,
      ),
    ).toBe(false);
  });
});
