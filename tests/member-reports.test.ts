import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { ModerationQueue } from "#shared/schemas/moderation.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** Members report members from their profile: `POST /api/users/{id}/report` (decision 0152). */
let t: TestApp;
let admin: Member;
let reporter: Member;
let target: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z");
  [admin, reporter, target] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

const report = (who: Member | undefined, memberId: string, body: unknown) =>
  as(t, who).post(`/api/users/${memberId}/report`, body);

async function memberItem(memberId: string) {
  const queue = (
    await as(t, admin).get("/api/moderation/queue?kind=member")
  ).json() as ModerationQueue;
  return queue.items.find((item) => item.kind === "member" && item.member.id === memberId);
}

describe("reporting a member", () => {
  it("files a report once while it is pending, by key or by label, for the queue", async () => {
    const first = await report(reporter, target.id, {
      category: "spam",
      reason: "Links everywhere",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String) });
    const again = await report(reporter, target.id, { category: "Harassment" });
    expect([again.statusCode, again.body]).toEqual([409, QUIP_MSG.flag.memberAlreadyReported]);
    const second = await registerMember(t);
    t.clock.set("2025-09-16T15:01:00Z");
    expect((await report(second, target.id, { category: "Impersonation" })).statusCode).toBe(201);
    const item = await memberItem(target.id);
    expect(item).toMatchObject({
      kind: "member",
      member: { id: target.id, username: target.username, suspension: null },
      reportCount: 2,
      firstAt: "2025-09-16T15:00:00.000Z",
      lastAt: "2025-09-16T15:01:00.000Z",
      categories: [
        { key: "impersonation", label: "Impersonation", count: 1 },
        { key: "spam", label: "Spam", count: 1 },
      ],
      reports: [
        { category: "spam", reason: "Links everywhere", reporter: { id: reporter.id } },
        { category: "impersonation", reason: null, reporter: { id: second.id } },
      ],
    });
  });

  it("refuses oneself, a missing member, bad input, visitors and suspended members", async () => {
    const self = await report(reporter, reporter.id, { category: "other" });
    expect([self.statusCode, self.body]).toEqual([403, QUIP_MSG.flag.ownProfile]);
    const missing = await report(reporter, "00000000-0000-4000-8000-000000000000", {
      category: "other",
    });
    expect([missing.statusCode, missing.body]).toEqual([404, ADMIN_MSG.userNotFound]);
    expect((await report(reporter, "not-an-id", { category: "other" })).statusCode).toBe(400);
    const category = await report(reporter, target.id, { category: "offensive" });
    expect([category.statusCode, category.body]).toEqual([
      400,
      QUIP_MSG.flag.memberCategoryRequired,
    ]);
    expect((await report(reporter, target.id, {})).statusCode).toBe(400);
    const long = await report(reporter, target.id, {
      category: "other",
      reason: "x".repeat(LIMITS.flagReasonMax + 1),
    });
    expect([long.statusCode, long.body]).toEqual([400, QUIP_MSG.flag.reasonTooLong]);
    expect((await report(undefined, target.id, { category: "other" })).statusCode).toBe(401);

    const suspended = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${suspended.id}/suspend`, {
      until: null,
      reason: "Spam",
    });
    const refused = await report(suspended, target.id, { category: "other" });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["x-error-code"]).toBe("SUSPENDED");
  });

  it("answers alike whether or not the member wrote an anonymous quip", async () => {
    const [writer, quiet, someone] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    await postQuip(t, writer, "a joke nobody knows is mine yet");
    const answers = [];
    for (const member of [writer, quiet]) {
      const response = await report(someone, member.id, { category: "Other", reason: "odd" });
      answers.push([
        response.statusCode,
        Object.keys(response.json()),
        response.headers["x-error-code"],
      ]);
      const item = await memberItem(member.id);
      expect(JSON.stringify(item)).not.toContain("a joke nobody knows");
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it("dismisses a member's reports, logged, and refuses when none wait", async () => {
    const response = await as(t, admin).delete(`/api/moderation/users/${target.id}/reports`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await memberItem(target.id)).toBeUndefined();
    const none = await as(t, admin).delete(`/api/moderation/users/${target.id}/reports`);
    expect([none.statusCode, none.body]).toEqual([
      404,
      ADMIN_MSG.moderation.noPendingMemberReports,
    ]);
    const log = (await as(t, admin).get("/api/moderation/log?action=reports_dismissed")).json();
    expect(log.entries[0]).toMatchObject({
      target: { kind: "member", id: target.id, label: target.username },
      detail: "2 reports",
      admin: { id: admin.id, role: "admin" },
    });
    // A new report may be filed once the old one is dismissed.
    expect((await report(reporter, target.id, { category: "spam" })).statusCode).toBe(201);
  });

  it("never shows a member who reported them, nor that they were reported", async () => {
    const profile = await as(t, target).get(`/api/users/${target.id}`);
    expect(profile.body).not.toContain(reporter.username);
    expect((await as(t, target).get("/api/moderation/queue")).statusCode).toBe(403);
    expect((await as(t, target).get(`/api/users/${target.id}/activity`)).body).not.toContain(
      reporter.username,
    );
  });
});
