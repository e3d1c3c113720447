import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flags } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { NOTICE_MSG } from "#shared/messages/activity-notices.ts";
import { describeActivity } from "#shared/rules/activity-words.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import type { ModerationQueue } from "#shared/schemas/moderation.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A reporter hears, in Activity, that their report was reviewed, once per report, whichever way
 * a moderator handled it; never how, nor about whom (decision 0158).
 */
const NOW = Date.parse("2025-09-16T15:00:30.500Z");
const MINUTE = "2025-09-16T15:00:00.000Z";

let t: TestApp;
let admin: Member;
let moderator: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  [admin, moderator] = await Promise.all([registerMember(t), registerMember(t)]);
  await setAdmin(t.ctx, admin.id, true);
  const granted = await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`);
  expect(granted.statusCode).toBe(204);
});
afterAll(async () => {
  await t?.close();
});

async function reviewed(reporter: Member): Promise<ActivityItem[]> {
  const response = await as(t, reporter).get(`/api/users/${reporter.id}/activity?limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as ActivityItem[]).filter((i) => i.type === "report_reviewed");
}

/** Each reporter has exactly one notice, naming nothing: no target, no outcome, no one. */
async function expectToldOnce(
  reporters: Member[],
  kind: "quip" | "comment" | "member",
  secrets: string[],
) {
  for (const reporter of reporters) {
    const notices = await reviewed(reporter);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({
      actorId: null,
      actor: null,
      quipId: null,
      quip: null,
      commentId: null,
      data: { reportKind: kind },
      createdAt: MINUTE,
    });
    expect(describeActivity(notice as ActivityItem)).toBe(NOTICE_MSG.reportReviewed);
    for (const secret of secrets) expect(JSON.stringify(notice)).not.toContain(secret);
  }
}

async function reportedQuip(author: Member, count = 2) {
  const quip = await postQuip(t, author, `a reported quip ${Math.random()}`);
  const reporters: Member[] = [];
  for (let i = 0; i < count; i++) {
    const reporter = await registerMember(t);
    const filed = await as(t, reporter).post(`/api/quips/${quip.id}/flag`, { category: "Other" });
    expect(filed.statusCode, filed.body).toBe(201);
    reporters.push(reporter);
  }
  return { quip, reporters };
}

async function reportedComment(writer: Member) {
  const quip = await postQuip(t, await registerMember(t), "a quip with a comment");
  const comment = (
    await as(t, writer).post(`/api/quips/${quip.id}/comments`, { content: "a reported comment" })
  ).json().id as string;
  const reporters = [await registerMember(t), await registerMember(t)];
  for (const reporter of reporters) {
    const filed = await as(t, reporter).post(`/api/comments/${comment}/flag`, {
      category: "Other",
    });
    expect(filed.statusCode, filed.body).toBe(201);
  }
  return { comment, reporters };
}

async function reportedMember() {
  const member = await registerMember(t);
  const reporters = [await registerMember(t), await registerMember(t)];
  for (const reporter of reporters) {
    const filed = await as(t, reporter).post(`/api/users/${member.id}/report`, {
      category: "spam",
    });
    expect(filed.statusCode, filed.body).toBe(201);
  }
  return { member, reporters };
}

describe("a reporter told their report was reviewed", () => {
  it("when a quip's reports are dismissed, by a moderator or an administrator", async () => {
    const author = await registerMember(t);
    const one = await reportedQuip(author);
    expect(
      (await as(t, moderator).delete(`/api/moderation/quips/${one.quip.id}/reports`)).statusCode,
    ).toBe(204);
    await expectToldOnce(one.reporters, "quip", [one.quip.id, author.id, author.username]);

    const two = await reportedQuip(author);
    expect((await as(t, admin).delete(`/api/admin/quips/${two.quip.id}/flags`)).statusCode).toBe(
      204,
    );
    await expectToldOnce(two.reporters, "quip", [two.quip.id, author.username]);

    const three = await reportedQuip(author, 1);
    const [flag] = await t.ctx.db.select().from(flags).where(eq(flags.quipId, three.quip.id));
    expect((await as(t, admin).delete(`/api/admin/flags/${flag?.id}`)).statusCode).toBe(204);
    await expectToldOnce(three.reporters, "quip", [three.quip.id, author.username]);
  });

  it("when a moderator removes the quip, not when its author deletes it", async () => {
    const author = await registerMember(t);
    const removed = await reportedQuip(author);
    expect((await as(t, moderator).delete(`/api/quips/${removed.quip.id}`)).statusCode).toBe(204);
    await expectToldOnce(removed.reporters, "quip", [removed.quip.id, author.username]);

    const deleted = await reportedQuip(author);
    expect((await as(t, author).delete(`/api/quips/${deleted.quip.id}`)).statusCode).toBe(204);
    for (const reporter of deleted.reporters) expect(await reviewed(reporter)).toEqual([]);
  });

  it("when a comment's reports are dismissed or a moderator removes it", async () => {
    const writer = await registerMember(t);
    const dismissed = await reportedComment(writer);
    const answer = await as(t, moderator).delete(
      `/api/moderation/comments/${dismissed.comment}/reports`,
    );
    expect(answer.statusCode).toBe(204);
    await expectToldOnce(dismissed.reporters, "comment", [dismissed.comment, writer.username]);

    const removed = await reportedComment(writer);
    expect((await as(t, moderator).delete(`/api/comments/${removed.comment}`)).statusCode).toBe(
      204,
    );
    await expectToldOnce(removed.reporters, "comment", [removed.comment, writer.username]);

    const deleted = await reportedComment(writer);
    expect((await as(t, writer).delete(`/api/comments/${deleted.comment}`)).statusCode).toBe(204);
    for (const reporter of deleted.reporters) expect(await reviewed(reporter)).toEqual([]);
  });

  it("when a member's reports are dismissed, or the member is suspended or warned", async () => {
    const dismissed = await reportedMember();
    expect(
      (await as(t, moderator).delete(`/api/moderation/users/${dismissed.member.id}/reports`))
        .statusCode,
    ).toBe(204);
    await expectToldOnce(dismissed.reporters, "member", [
      dismissed.member.id,
      dismissed.member.username,
    ]);

    const suspended = await reportedMember();
    const suspension = { until: null, reason: "Spam everywhere" };
    expect(
      (
        await as(t, moderator).post(
          `/api/moderation/users/${suspended.member.id}/suspend`,
          suspension,
        )
      ).statusCode,
    ).toBe(204);
    await expectToldOnce(suspended.reporters, "member", [
      suspended.member.username,
      "Spam everywhere",
    ]);
    // Acted on, the reports leave the queue: nothing is left to dismiss, nor to tell again.
    const queue = (
      await as(t, moderator).get("/api/moderation/queue?kind=member")
    ).json() as ModerationQueue;
    expect(
      queue.items.some((i) => i.kind === "member" && i.member.id === suspended.member.id),
    ).toBe(false);
    expect(
      (await as(t, moderator).delete(`/api/moderation/users/${suspended.member.id}/reports`))
        .statusCode,
    ).toBe(404);
    await as(t, moderator).post(`/api/moderation/users/${suspended.member.id}/unsuspend`);
    await expectToldOnce(suspended.reporters, "member", []);

    const warned = await reportedMember();
    const warning = await as(t, moderator).post(
      `/api/moderation/users/${warned.member.id}/warnings`,
      { reason: "A private warning" },
    );
    expect(warning.statusCode, warning.body).toBe(201);
    await expectToldOnce(warned.reporters, "member", [
      warned.member.username,
      "A private warning",
      "warned",
    ]);
  });

  it("not while a moderator holds the quip hidden pending a decision, then once", async () => {
    const author = await registerMember(t);
    const held = await reportedQuip(author);
    expect(
      (await as(t, moderator).post(`/api/moderation/quips/${held.quip.id}/hide`)).statusCode,
    ).toBe(204);
    for (const reporter of held.reporters) expect(await reviewed(reporter)).toEqual([]);
    expect((await as(t, moderator).delete(`/api/quips/${held.quip.id}`)).statusCode).toBe(204);
    await expectToldOnce(held.reporters, "quip", [held.quip.id]);
  });

  it("once per report: a later report of the same quip is told of on its own", async () => {
    const author = await registerMember(t);
    const { quip, reporters } = await reportedQuip(author, 1);
    const [reporter] = reporters as [Member];
    await as(t, moderator).delete(`/api/moderation/quips/${quip.id}/reports`);
    await expectToldOnce([reporter], "quip", []);
    expect(
      (await as(t, reporter).post(`/api/quips/${quip.id}/flag`, { category: "Other" })).statusCode,
    ).toBe(201);
    t.clock.set(new Date(NOW + 60_000));
    await as(t, admin).delete(`/api/admin/quips/${quip.id}/flags`);
    expect(await reviewed(reporter)).toHaveLength(2);
    t.clock.set(new Date(NOW));
  });

  it("tells a moderator nothing of their own report they handle themself", async () => {
    const author = await registerMember(t);
    const quip = await postQuip(t, author, "reported by a moderator");
    await as(t, moderator).post(`/api/quips/${quip.id}/flag`, { category: "Other" });
    expect(
      (await as(t, moderator).delete(`/api/moderation/quips/${quip.id}/reports`)).statusCode,
    ).toBe(204);
    expect(await reviewed(moderator)).toEqual([]);
  });

  it("says the same of an anonymous quip as of a revealed one", async () => {
    const author = await registerMember(t);
    const young = await reportedQuip(author, 1);
    await as(t, moderator).delete(`/api/quips/${young.quip.id}`);
    const [notice] = await reviewed(young.reporters[0] as Member);
    expect(notice?.data).toEqual({ reportKind: "quip" });
    expect(JSON.stringify(notice)).not.toContain(author.id);
  });
});
