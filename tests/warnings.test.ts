import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import type { ModerationLogPage, ModerationQueue } from "#shared/schemas/moderation.ts";
import type { MemberWarning, MemberWarnings } from "#shared/schemas/warnings.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** Warnings with one appeal (decision 0158). */
const NOW = Date.parse("2025-09-16T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const m = WARNINGS_MSG;
const MISSING = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let admin: Member;
let moderator: Member;
let second: Member;
let quipBotId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  [admin, moderator, second] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  quipBotId = await ensureQuipBot(t.ctx.db, t.ctx.now());
  for (const who of [moderator, second]) {
    const granted = await as(t, admin).post(`/api/admin/users/${who.id}/grant-moderator`);
    expect(granted.statusCode).toBe(204);
  }
});
afterAll(async () => {
  await t?.close();
});

const at = (ms: number) => t.clock.set(new Date(ms));
const warn = (who: Member | undefined, memberId: string, body: unknown) =>
  as(t, who).post(`/api/moderation/users/${memberId}/warnings`, body);
const appeal = (who: Member | undefined, warningId: string, text: unknown) =>
  as(t, who).post(`/api/moderation/warnings/${warningId}/appeal`, { text });
const decide = (who: Member | undefined, warningId: string, body: unknown) =>
  as(t, who).post(`/api/moderation/appeals/${warningId}/decide`, body);

async function warningsOf(who: Member): Promise<MemberWarning[]> {
  const response = await as(t, who).get("/api/users/me/warnings");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MemberWarnings).warnings;
}

async function activityOf(who: Member): Promise<ActivityItem[]> {
  const response = await as(t, who).get(`/api/users/${who.id}/activity?limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function queue(who: Member): Promise<ModerationQueue> {
  const response = await as(t, who).get("/api/moderation/queue");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The mails queued for a member, each with its text as the sender wrote it to the outbox
 * folder: a sent row keeps no body.
 */
async function mailsTo(member: Member): Promise<Array<{ subject: string; text: string }>> {
  await t.ctx.background.settled();
  const rows = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, member.email));
  const files = readdirSync(t.outboxDir);
  return rows.map((row) => {
    const file = files.find((name) => name.endsWith(`-${row.id}.eml`));
    const eml = file ? readFileSync(path.join(t.outboxDir, file), "utf8") : "";
    return { subject: row.subject, text: decodeQuotedPrintable(eml) };
  });
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    "latin1",
  ).toString("utf8");
}

async function given(member: Member, reason = "Please keep it friendly", by = moderator) {
  const response = await warn(by, member.id, { reason });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe("warning a member", () => {
  it("writes the warning, its log entry, the member's notice and mail together", async () => {
    at(NOW);
    const member = await registerMember(t);
    const response = await warn(moderator, member.id, { reason: "  Stop posting spam links.  " });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    expect(response.json()).toEqual({
      id,
      memberId: member.id,
      reason: "Stop posting spam links.",
      citation: null,
      createdAt: "2025-09-16T15:00:00.000Z",
      appealDeadline: "2025-10-06T15:00:00.000Z",
    });
    expect(await warningsOf(member)).toEqual([
      {
        id,
        reason: "Stop posting spam links.",
        citation: null,
        createdAt: "2025-09-16T15:00:00.000Z",
        appealDeadline: "2025-10-06T15:00:00.000Z",
        canAppeal: true,
        appeal: null,
        outcome: null,
      },
    ]);
    const [notice] = await activityOf(member);
    expect(notice).toMatchObject({
      type: "warning",
      actor: null,
      actorId: null,
      quip: null,
      data: { warningId: id },
    });
    const mails = await mailsTo(member);
    const warningMail = mails.find((mail) => mail.subject.includes("warning"));
    expect(warningMail?.text).toContain("Stop posting spam links.");
    expect(warningMail?.text).toContain("/settings/warnings");
    // The mail names no moderator.
    expect(warningMail?.text).not.toContain(moderator.username);
    const log = (
      await as(t, second).get("/api/moderation/log?action=member_warned")
    ).json() as ModerationLogPage;
    expect(log.entries[0]).toMatchObject({
      action: "member_warned",
      admin: { id: moderator.id, role: "moderator" },
      target: { kind: "member", id: member.id, label: member.username },
      reason: "Stop posting spam links.",
      detail: null,
    });
  });

  it("cites a revealed quip or a named comment, kept as an excerpt once the text is gone", async () => {
    at(NOW);
    const member = await registerMember(t);
    const quip = await postQuip(t, member, "a revealed joke that went too far");
    const elsewhere = await postQuip(t, second, "someone else's quip");
    const comment = await as(t, member).post(`/api/quips/${elsewhere.id}/comments`, {
      content: "a rude comment",
    });
    at(NOW + 49 * HOUR);
    const quoted = await warn(moderator, member.id, { reason: "Too far", quipId: quip.id });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().citation).toEqual({
      kind: "quip",
      excerpt: "a revealed joke that went too far",
      quipId: quip.id,
      commentId: null,
    });
    at(NOW + 50 * HOUR);
    const commented = await warn(admin, member.id, {
      reason: "Be kind",
      commentId: comment.json().id,
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json().citation).toEqual({
      kind: "comment",
      excerpt: "a rude comment",
      quipId: elsewhere.id,
      commentId: comment.json().id,
    });
    expect((await as(t, member).delete(`/api/quips/${quip.id}`)).statusCode).toBe(204);
    const [byAdmin, byModerator] = await warningsOf(member);
    expect(byAdmin?.reason).toBe("Be kind");
    expect(byModerator?.citation).toEqual({
      kind: "quip",
      excerpt: "a revealed joke that went too far",
      quipId: null,
      commentId: null,
    });
    const log = (await as(t, admin).get("/api/moderation/log?action=member_warned")).json();
    expect(log.entries.map((entry: { detail: string }) => entry.detail)).toEqual(
      expect.arrayContaining([
        "Citing their quip: “a revealed joke that went too far”",
        "Citing their comment: “a rude comment”",
      ]),
    );
  });

  it("refuses visitors, members, bad input, the missing, oneself, staff and QuipBot", async () => {
    at(NOW);
    const member = await registerMember(t);
    const stranger = await registerMember(t);
    const theirs = await postQuip(t, stranger, "not the member's");
    const strangersComment = (
      await as(t, stranger).post(`/api/quips/${theirs.id}/comments`, { content: "mine" })
    ).json().id;
    at(NOW + 49 * HOUR);
    const reason = "A reason";
    expect((await warn(undefined, member.id, { reason })).statusCode).toBe(401);
    expect((await warn(stranger, member.id, { reason })).statusCode).toBe(403);
    const refusals: Array<[unknown, string, number, string]> = [
      [{ reason }, MISSING, 404, m.memberNotFound],
      [{ reason: "   " }, member.id, 400, m.reasonRequired],
      [{ reason: "x".repeat(LIMITS.warningReasonMax + 1) }, member.id, 400, m.reasonTooLong],
      [{ reason, quipId: MISSING }, member.id, 404, m.quipNotFound],
      [{ reason, commentId: MISSING }, member.id, 404, m.commentNotFound],
      [{ reason, quipId: theirs.id }, member.id, 400, m.notTheirs],
      [{ reason, commentId: strangersComment }, member.id, 400, m.notTheirs],
      [{ reason, quipId: theirs.id, commentId: strangersComment }, member.id, 400, m.citeOne],
      [{ reason }, moderator.id, 403, ADMIN_MSG.moderation.ownContent],
      [{ reason }, admin.id, 400, m.cannotWarnAdmin],
      [{ reason }, second.id, 400, m.cannotWarnModerator],
      [{ reason }, quipBotId, 400, m.cannotWarnQuipBot],
    ];
    for (const [body, memberId, status, message] of refusals) {
      const response = await warn(moderator, memberId, body);
      expect([response.statusCode, response.body], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await warn(moderator, "not-an-id", { reason })).statusCode).toBe(400);
    expect((await warn(moderator, member.id, { reason, quipId: "nope" })).statusCode).toBe(400);
    expect(await warningsOf(member)).toEqual([]);
  });

  it("refuses an anonymous quip, and its author's comments on it, in one way whoever is named", async () => {
    at(NOW);
    const author = await registerMember(t);
    const bystander = await registerMember(t);
    const quip = await postQuip(t, author, "still anonymous");
    const own = (
      await as(t, author).post(`/api/quips/${quip.id}/comments`, { content: "anonymous (author)" })
    ).json().id;
    at(NOW + 47 * HOUR);
    const answers = [];
    for (const named of [author, bystander]) {
      for (const cited of [{ quipId: quip.id }, { commentId: own }]) {
        const response = await warn(moderator, named.id, { reason: "Why", ...cited });
        answers.push([response.statusCode, response.body]);
      }
    }
    expect(answers).toEqual(Array(4).fill([400, m.anonymousNotCited]));
    expect(await warningsOf(author)).toEqual([]);
  });
});

describe("appealing a warning", () => {
  it("is the warned member's, once, within 20 days; anyone else hears 404", async () => {
    at(NOW);
    const member = await registerMember(t);
    const id = await given(member);
    for (const who of [second, moderator, admin]) {
      const response = await appeal(who, id, "not mine to appeal");
      expect([response.statusCode, response.body]).toEqual([404, m.warningNotFound]);
    }
    expect((await appeal(member, MISSING, "nothing")).statusCode).toBe(404);
    expect((await appeal(undefined, id, "nothing")).statusCode).toBe(401);
    const empty = await appeal(member, id, "   ");
    expect([empty.statusCode, empty.body]).toEqual([400, m.appealRequired]);
    const long = await appeal(member, id, "x".repeat(LIMITS.appealTextMax + 1));
    expect([long.statusCode, long.body]).toEqual([400, m.appealTooLong]);
    at(NOW + 20 * DAY);
    const made = await appeal(member, id, "  It was a joke among friends.  ");
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      id,
      canAppeal: false,
      appeal: { text: "It was a joke among friends.", appealedAt: "2025-10-06T15:00:00.000Z" },
      outcome: null,
    });
    const twice = await appeal(member, id, "again");
    expect([twice.statusCode, twice.body]).toEqual([409, m.alreadyAppealed]);
  });

  it("is refused once 20 days have passed, saying when they ended", async () => {
    at(NOW);
    const member = await registerMember(t);
    const id = await given(member);
    at(NOW + 20 * DAY + 1);
    expect((await warningsOf(member))[0]?.canAppeal).toBe(false);
    const late = await appeal(member, id, "too late");
    expect([late.statusCode, late.body]).toEqual([
      403,
      m.appealClosed("October 6, 2025 at 11:00 AM ET"),
    ]);
  });
});

describe("an appeal in the queue and its decision", () => {
  it("waits in the queue for another moderator, who upholds or overturns it", async () => {
    at(NOW + DAY);
    const member = await registerMember(t);
    const id = await given(member, "Mind the language");
    at(NOW + DAY + HOUR);
    expect((await appeal(member, id, "I was quoting a film")).statusCode).toBe(200);

    const item = (await queue(second)).items.find(
      (i) => i.kind === "appeal" && i.warning.id === id,
    );
    expect(item).toEqual({
      kind: "appeal",
      member: { id: member.id, username: member.username, profileImageUrl: null },
      warning: {
        id,
        reason: "Mind the language",
        createdAt: new Date(NOW + DAY).toISOString(),
        citation: null,
        moderator: { id: moderator.id, username: moderator.username },
      },
      appeal: {
        text: "I was quoting a film",
        appealedAt: new Date(NOW + DAY + HOUR).toISOString(),
      },
      firstAt: new Date(NOW + DAY + HOUR).toISOString(),
    });
    expect((await queue(second)).counts.appeal).toBeGreaterThanOrEqual(1);
    const appeals = (await as(t, second).get("/api/moderation/queue?kind=appeal")).json();
    expect(appeals.items.every((i: { kind: string }) => i.kind === "appeal")).toBe(true);
    // The moderator who warned neither sees it nor decides it.
    const own = (await queue(moderator)).items.find(
      (i) => i.kind === "appeal" && i.warning.id === id,
    );
    expect(own).toBeUndefined();
    const byWarner = await decide(moderator, id, { outcome: "overturned" });
    expect([byWarner.statusCode, byWarner.body]).toEqual([403, m.ownWarning]);
    expect((await decide(member, id, { outcome: "overturned" })).statusCode).toBe(403);
    expect((await decide(second, id, { outcome: "maybe" })).statusCode).toBe(400);
    expect((await decide(second, MISSING, { outcome: "upheld" })).statusCode).toBe(404);

    at(NOW + 2 * DAY);
    const done = await decide(second, id, { outcome: "overturned", note: "Fair: it was a quote." });
    expect(done.statusCode, done.body).toBe(204);
    const again = await decide(admin, id, { outcome: "upheld" });
    expect([again.statusCode, again.body]).toEqual([409, m.alreadyDecided]);
    expect(
      (await queue(second)).items.find((i) => i.kind === "appeal" && i.warning.id === id),
    ).toBeUndefined();

    const [warning] = await warningsOf(member);
    expect(warning?.outcome).toEqual({
      decision: "overturned",
      note: "Fair: it was a quote.",
      decidedAt: new Date(NOW + 2 * DAY).toISOString(),
    });
    const [notice] = await activityOf(member);
    expect(notice).toMatchObject({
      type: "warning_decided",
      actor: null,
      data: { warningId: id, outcome: "overturned" },
    });
    const mail = (await mailsTo(member)).find((row) => row.subject.includes("overturned"));
    expect(mail?.text).toContain("Fair: it was a quote.");
    const log = (await as(t, admin).get("/api/moderation/log?action=appeal_decided")).json();
    expect(log.entries[0]).toMatchObject({
      admin: { id: second.id },
      target: { kind: "member", id: member.id },
      reason: "Fair: it was a quote.",
      detail: "Overturned",
    });
  });

  it("tells the member an upheld warning stands; a warning without an appeal has none to decide", async () => {
    at(NOW + 3 * DAY);
    const member = await registerMember(t);
    const id = await given(member);
    const none = await decide(second, id, { outcome: "upheld" });
    expect([none.statusCode, none.body]).toEqual([404, m.appealNotFound]);
    at(NOW + 3 * DAY + HOUR);
    await appeal(member, id, "please");
    expect((await decide(admin, id, { outcome: "upheld" })).statusCode).toBe(204);
    expect((await warningsOf(member))[0]?.outcome).toMatchObject({
      decision: "upheld",
      note: null,
    });
    const [notice] = await activityOf(member);
    expect(notice).toMatchObject({ type: "warning_decided", data: { outcome: "upheld" } });
    expect(
      (await mailsTo(member)).some(
        (row) => row.subject === "Your appeal was reviewed: the warning stands",
      ),
    ).toBe(true);
  });
});

describe("who reads a warning", () => {
  it("is its member alone: other members' and moderators' answers never carry it", async () => {
    at(NOW + 4 * DAY);
    const member = await registerMember(t);
    const onlooker = await registerMember(t);
    const reason = "A private reason only the member reads";
    const id = await given(member, reason);
    await appeal(member, id, "A private appeal");
    for (const reader of [onlooker, moderator, second, admin]) {
      expect(await warningsOf(reader)).toEqual([]);
      for (const url of [
        `/api/users/${member.id}`,
        "/api/auth/user",
        `/api/users/${reader.id}/activity?limit=50`,
      ]) {
        const body = (await as(t, reader).get(url)).body;
        expect(body, url).not.toContain(reason);
        expect(body, url).not.toContain(id);
      }
    }
    expect((await as(t, onlooker).get(`/api/users/${member.id}/activity`)).statusCode).toBe(403);
  });

  it("is mailed unless the member turned moderation mail off; Activity always keeps it", async () => {
    at(NOW + 5 * DAY);
    const member = await registerMember(t);
    const preferences = (await as(t, member).get("/api/notifications/preferences")).json();
    preferences.kinds.moderation.mail = false;
    const saved = await as(t, member).put("/api/notifications/preferences", {
      ...preferences,
      timeZone: "UTC",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await mailsTo(member)).length;
    await given(member);
    expect(await mailsTo(member)).toHaveLength(before);
    expect((await activityOf(member)).map((i) => i.type)).toContain("warning");
  });

  it("goes with the member's account", async () => {
    at(NOW + 6 * DAY);
    const member = await registerMember(t);
    const id = await given(member);
    expect((await as(t, admin).delete(`/api/admin/users/${member.id}`)).statusCode).toBe(204);
    expect((await decide(second, id, { outcome: "upheld" })).statusCode).toBe(404);
  });
});
