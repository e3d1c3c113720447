import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledTopics } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays, easternInstant } from "#shared/rules/eastern-time.ts";
import type { ModerationLogEntry } from "#shared/schemas/moderation.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** A Wednesday, 12:00 in New York. */
const NOW = "2025-09-17T16:00:00.000Z";

let t: TestApp;
let admin: Member;
let secondAdmin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [admin, secondAdmin, member] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await setAdmin(t.ctx, secondAdmin.id, true);
  await ensureQuipBot(t.ctx.db, t.ctx.now());
});
afterAll(async () => {
  await t?.close();
});

async function allEntries(): Promise<ModerationLogEntry[]> {
  const entries: ModerationLogEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = (await as(t, admin).get(`/api/admin/moderation-log?page=${page}`)).json();
    entries.push(...answer.entries);
    if (page >= answer.totalPages) return entries;
  }
}

/**
 * Runs an action and returns the entries it added: the test asserts there is exactly one,
 * and what it says.
 */
async function logged(action: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  const before = new Set((await allEntries()).map((e) => e.id));
  const answer = await action();
  expect(answer.statusCode, answer.body).toBe(status);
  return (await allEntries()).filter((e) => !before.has(e.id));
}

const by = (who: Member) => ({ id: who.id, username: who.username });

async function scheduledTopic(daysAhead: number, topic: string): Promise<string> {
  const day = addEasternDays("2025-09-17", daysAhead);
  const [row] = await t.ctx.db
    .insert(scheduledTopics)
    .values({ topic, scheduledFor: easternInstant(day, 6, 0), scheduledForEstDate: day })
    .returning();
  if (!row) throw new Error("no scheduled topic");
  return row.id;
}

describe("the moderation log", () => {
  it("records each administrator action once, with who, what, on what, when and why", async () => {
    const a = as(t, admin);
    const target = await registerMember(t);
    const quip = await postQuip(t, member, "A quip that crossed the line, and then some more.");
    const reported = await postQuip(t, member, "A quip two members reported.");
    for (const reporter of [await registerMember(t), await registerMember(t)]) {
      await as(t, reporter).post(`/api/quips/${reported.id}/flag`, { category: "Other" });
    }
    const single = await postQuip(t, member, "A quip one member reported.");
    const reporter = await registerMember(t);
    const flag = (
      await as(t, reporter).post(`/api/quips/${single.id}/flag`, { category: "Other" })
    ).json().id;
    const editing = await scheduledTopic(3, "Paper towels");
    const deleting = await scheduledTopic(4, "Garden hoses");
    const refreshing = await scheduledTopic(5, "Old receipts");
    const quipTarget = (id: string, label: string) => ({ kind: "quip", id, label });
    const memberTarget = (who: Member) => ({ kind: "member", id: who.id, label: who.username });

    const cases: Array<
      [string, () => Promise<{ statusCode: number; body: string }>, number, object]
    > = [
      [
        "suspend",
        () =>
          a.post(`/api/admin/users/${target.id}/suspend`, {
            until: "2025-09-20T16:00:00Z",
            reason: "Spam links",
          }),
        204,
        {
          action: "member_suspended",
          target: memberTarget(target),
          reason: "Spam links",
          detail: "Until September 20, 2025 at 12:00 PM ET",
        },
      ],
      [
        "lift",
        () => a.post(`/api/admin/users/${target.id}/unsuspend`),
        204,
        {
          action: "suspension_lifted",
          target: memberTarget(target),
          reason: null,
          detail: "Was until September 20, 2025 at 12:00 PM ET",
        },
      ],
      [
        "grant",
        () => a.post(`/api/admin/users/${target.id}/grant-admin`),
        204,
        { action: "admin_granted", target: memberTarget(target) },
      ],
      [
        "revoke",
        () => a.post(`/api/admin/users/${target.id}/revoke-admin`),
        204,
        { action: "admin_revoked", target: memberTarget(target) },
      ],
      [
        "delete a quip",
        () => a.delete(`/api/admin/quips/${quip.id}`),
        204,
        {
          action: "quip_deleted",
          target: quipTarget(quip.id, "A quip that crossed the line, and then some more."),
          detail: null,
        },
      ],
      [
        "dismiss a quip's reports",
        () => a.delete(`/api/admin/quips/${reported.id}/flags`),
        204,
        {
          action: "reports_dismissed",
          target: quipTarget(reported.id, "A quip two members reported."),
          detail: "2 reports",
        },
      ],
      [
        "dismiss one report",
        () => a.delete(`/api/admin/flags/${flag}`),
        204,
        {
          action: "reports_dismissed",
          target: quipTarget(single.id, "A quip one member reported."),
          detail: "1 report",
        },
      ],
      [
        "set today's topic",
        () => a.post("/api/topic-of-the-day", { topic: "Rubber ducks" }),
        201,
        { action: "topic_set", target: { kind: "topic", label: "Rubber ducks" } },
      ],
      [
        "edit a scheduled topic",
        () => a.put(`/api/admin/scheduled-topics/${editing}`, { topic: "Kitchen towels" }),
        200,
        {
          action: "scheduled_topic_edited",
          target: { kind: "topic", id: editing, label: "Kitchen towels" },
          detail: '2025-09-20, was "Paper towels"',
        },
      ],
      [
        "delete a scheduled topic",
        () => a.delete(`/api/admin/scheduled-topics/${deleting}`),
        204,
        {
          action: "scheduled_topic_deleted",
          target: { kind: "topic", id: deleting, label: "Garden hoses" },
          detail: "2025-09-21",
        },
      ],
      [
        "refresh selected topics",
        () => a.post("/api/admin/refresh-selected-topics", { topicIds: [refreshing] }),
        200,
        { action: "topics_refreshed", target: { kind: "topic", label: "1 scheduled day" } },
      ],
      [
        "generate topics",
        () => a.post("/api/admin/generate-topics"),
        200,
        { action: "topics_generated", target: { kind: "topic" } },
      ],
      [
        "refresh the next day's topic",
        () => a.post("/api/admin/refresh-next-day-topic"),
        200,
        { action: "topics_refreshed", target: { kind: "topic", label: "1 scheduled day" } },
      ],
      [
        "change the topic time",
        () => a.put("/api/admin/topic-timing", { time: "07:30" }),
        200,
        {
          action: "topic_time_changed",
          target: { kind: "setting", id: null, label: "Topic change time" },
          detail: "06:00 → 07:30 Eastern",
        },
      ],
      [
        "change the auto-hide threshold",
        () => a.put("/api/admin/auto-hide", { reports: 3 }),
        200,
        {
          action: "auto_hide_changed",
          target: { kind: "setting", label: "Auto-hide threshold" },
          detail: "5 reports → 3 reports",
        },
      ],
      [
        "edit QuipBot's profile",
        () => a.patch("/api/admin/quipbot/profile", { bio: "Beep boop" }),
        200,
        { action: "quipbot_profile_edited", target: { kind: "member", label: "QuipBot" } },
      ],
      [
        "delete a member",
        () => a.delete(`/api/admin/users/${target.id}`),
        204,
        { action: "member_deleted", target: memberTarget(target) },
      ],
    ];
    for (const [name, action, status, expected] of cases) {
      const entries = await logged(action, status);
      expect([name, entries.length]).toEqual([name, 1]);
      expect(entries[0]).toMatchObject({ admin: by(admin), createdAt: NOW, ...expected });
    }
    // What was deleted still reads in the log.
    expect((await allEntries()).filter((e) => e.target.id === target.id)).toHaveLength(5);
  });

  it("records QuipBot's new photo", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const { uploadURL } = (await as(t, admin).post("/api/objects/upload")).json();
    await t.app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { cookie: admin.cookie, "content-type": "image/png" },
      payload: png,
    });
    const entries = await logged(() =>
      as(t, admin).put("/api/admin/quipbot/profile-photo", { profileImageUrl: uploadURL }),
    );
    expect(entries).toMatchObject([{ action: "quipbot_photo_changed", admin: by(admin) }]);
  });

  it("records nothing for an action that is refused, or that is no administrator's", async () => {
    const before = (await allEntries()).length;
    const other = await registerMember(t);
    const own = await postQuip(t, admin, "An administrator's own quip.");
    const missing = "00000000-0000-4000-8000-000000000000";
    const refusals: Array<[() => Promise<{ statusCode: number }>, number]> = [
      [
        () =>
          as(t, admin).post(`/api/admin/users/${admin.id}/suspend`, { until: null, reason: "x" }),
        400,
      ],
      [
        () =>
          as(t, admin).post(`/api/admin/users/${secondAdmin.id}/suspend`, {
            until: null,
            reason: "x",
          }),
        400,
      ],
      [() => as(t, admin).post(`/api/admin/users/${other.id}/unsuspend`), 409],
      [() => as(t, admin).post(`/api/admin/users/${admin.id}/revoke-admin`), 400],
      [() => as(t, admin).delete(`/api/admin/users/${admin.id}`), 400],
      [() => as(t, admin).delete(`/api/admin/users/${missing}`), 404],
      [() => as(t, admin).delete(`/api/admin/flags/${missing}`), 404],
      [() => as(t, admin).delete(`/api/admin/quips/${missing}`), 404],
      [() => as(t, admin).delete(`/api/admin/quips/${own.id}/flags`), 404],
      [() => as(t, admin).delete(`/api/admin/scheduled-topics/${missing}`), 404],
      [() => as(t, admin).put("/api/admin/auto-hide", { reports: 0 }), 400],
      [
        () =>
          as(t, member).post(`/api/admin/users/${other.id}/suspend`, { until: null, reason: "x" }),
        403,
      ],
      // An administrator deleting their own quip, and a member theirs, moderate nothing.
      [() => as(t, admin).delete(`/api/quips/${own.id}`), 204],
    ];
    for (const [refused, status] of refusals) expect((await refused()).statusCode).toBe(status);
    const mine = await postQuip(t, member, "Mine.");
    expect((await as(t, member).delete(`/api/quips/${mine.id}`)).statusCode).toBe(204);
    expect((await allEntries()).length).toBe(before);
  });

  it("pages newest first and filters by action and by administrator", async () => {
    const victims = await Promise.all(
      Array.from({ length: LIMITS.moderationLogPageSize }, () => registerMember(t)),
    );
    for (const [i, victim] of victims.entries()) {
      t.clock.set(new Date(Date.parse(NOW) + (i + 1) * 1000));
      const who = i % 2 === 0 ? secondAdmin : admin;
      await as(t, who).post(`/api/admin/users/${victim.id}/suspend`, {
        until: null,
        reason: `r${i}`,
      });
    }
    t.clock.set(NOW);
    const first = (await as(t, admin).get("/api/admin/moderation-log")).json();
    expect(first.entries).toHaveLength(LIMITS.moderationLogPageSize);
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / LIMITS.moderationLogPageSize));
    expect(first.entries[0].reason).toBe(`r${victims.length - 1}`);
    const times = first.entries.map((e: ModerationLogEntry) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.admins).toEqual(
      [by(admin), by(secondAdmin)].sort((x, y) => x.username.localeCompare(y.username)),
    );

    const second = (await as(t, admin).get("/api/admin/moderation-log?page=2")).json();
    const firstIds = new Set(first.entries.map((e: ModerationLogEntry) => e.id));
    expect(second.entries.some((e: ModerationLogEntry) => firstIds.has(e.id))).toBe(false);

    const suspensions = (
      await as(t, admin).get(
        `/api/admin/moderation-log?action=member_suspended&adminId=${secondAdmin.id}`,
      )
    ).json();
    expect(suspensions.totalCount).toBe(victims.length / 2);
    expect(
      suspensions.entries.every(
        (e: ModerationLogEntry) => e.action === "member_suspended" && e.admin.id === secondAdmin.id,
      ),
    ).toBe(true);
    const none = await as(t, admin).get("/api/admin/moderation-log?action=nothing");
    expect(none.statusCode).toBe(400);
    expect((await as(t, member).get("/api/admin/moderation-log")).statusCode).toBe(403);
    expect((await as(t, undefined).get("/api/admin/moderation-log")).statusCode).toBe(401);
  });
});
