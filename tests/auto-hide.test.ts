import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** A Wednesday, 12:00 in New York; today's topic is open. */
const NOW = "2025-09-17T16:00:00.000Z";
const HOUR = 60 * 60 * 1000;
const TOPIC = "Morning coffee";
const IDENTIFIER = "morning-coffee-2025-09-17";

let t: TestApp;
let admin: Member;
let author: Member;
let viewer: Member;
let reporters: Member[];
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [admin, author, viewer] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  reporters = await Promise.all(
    Array.from({ length: LIMITS.autoHideReportsDefault }, () => registerMember(t)),
  );
  await createTopic(t, "2025-09-17", TOPIC);
});
afterAll(async () => {
  await t?.close();
});

/** A quip with a word of its own to search by; revealed ones were posted 50 hours ago. */
async function quipBy(member: Member, revealed: boolean) {
  counter += 1;
  const word = `zebrafish${counter}x`;
  if (revealed) t.clock.set(new Date(Date.parse(NOW) - 50 * HOUR));
  const extra = revealed ? {} : { topicOfTheDay: true, topicText: TOPIC };
  const { id } = await postQuip(t, member, `The ${word} walks into a bar.`, extra);
  t.clock.set(NOW);
  // Recently Revealed reads the ranking table, whose windows the job keeps to the clock.
  if (revealed) await rankFeeds(t.ctx);
  return { id, word };
}

const report = (quipId: string, by: Member, category = "Offensive content") =>
  as(t, by).post(`/api/quips/${quipId}/flag`, { category });

async function reportBy(quipId: string, count: number) {
  for (const by of reporters.slice(0, count))
    expect((await report(quipId, by)).statusCode).toBe(201);
}

const ids = (answer: { json(): unknown }) =>
  (answer.json() as Array<{ id: string }>).map((q) => q.id);

/** Every list and page a quip can be read in, and whether this viewer finds it there. */
async function whereSeen(
  who: Member | undefined,
  quip: { id: string; word: string },
  revealed: boolean,
): Promise<string[]> {
  const lists: Record<string, string> = {
    new: "/api/quips?filter=new&limit=50",
    topAllTime: "/api/quips?filter=topAllTime&limit=50",
    hot: "/api/quips?filter=hot&limit=50",
    search: `/api/search/quips?q=${quip.word}`,
    ...(revealed
      ? {
          post48: "/api/quips?filter=post48&limit=50",
          profile: `/api/quips?filter=all&authorId=${author.id}&limit=50`,
        }
      : {
          top48: "/api/quips?filter=top48&limit=50",
          topicOfTheDay: "/api/quips?filter=topicOfTheDay&limit=50",
          topicPage: `/api/topics/identifier/${IDENTIFIER}/quips`,
        }),
  };
  const seen: string[] = [];
  for (const [name, url] of Object.entries(lists)) {
    if (ids(await as(t, who).get(url)).includes(quip.id)) seen.push(name);
  }
  const pages: Record<string, string> = {
    detail: `/api/quips/${quip.id}`,
    comments: `/api/quips/${quip.id}/comments`,
    likers: `/api/quips/${quip.id}/likes`,
  };
  for (const [name, url] of Object.entries(pages)) {
    if ((await as(t, who).get(url)).statusCode === 200) seen.push(name);
  }
  return seen;
}

const PAGES = ["detail", "comments", "likers"];
const EVERYWHERE_REVEALED = ["new", "topAllTime", "hot", "search", "post48", "profile", ...PAGES];
const EVERYWHERE_ANONYMOUS = [
  "new",
  "topAllTime",
  "hot",
  "search",
  "top48",
  "topicOfTheDay",
  "topicPage",
  ...PAGES,
];

describe("a quip reported by enough members", () => {
  it("is hidden at the threshold, from members and visitors alike, and not one report before", async () => {
    const quip = await quipBy(author, true);
    await reportBy(quip.id, LIMITS.autoHideReportsDefault - 1);
    for (const who of [viewer, undefined]) {
      expect(await whereSeen(who, quip, true)).toEqual(EVERYWHERE_REVEALED);
    }
    expect(
      (await report(quip.id, reporters[LIMITS.autoHideReportsDefault - 1] as Member)).statusCode,
    ).toBe(201);
    for (const who of [viewer, undefined]) expect(await whereSeen(who, quip, true)).toEqual([]);
    // Administrators review it, and its author sees it as before: hiding it from them would
    // tell them they were reported.
    expect(await whereSeen(admin, quip, true)).toEqual(EVERYWHERE_REVEALED);
    expect(await whereSeen(author, quip, true)).toEqual(EVERYWHERE_REVEALED);
    expect((await as(t, author).get(`/api/quips/${quip.id}`)).json().isReported).toBe(false);
  });

  it("is hidden in the lists of those who liked or saved it, and from its author's counts for others", async () => {
    const quip = await quipBy(author, true);
    await as(t, viewer).post(`/api/quips/${quip.id}/like`);
    await as(t, viewer).post(`/api/quips/${quip.id}/bookmark`);
    const profile = () => as(t, viewer).get(`/api/users/${author.id}`);
    const before = (await profile()).json();
    const ownBefore = (await as(t, author).get(`/api/users/${author.id}`)).json();
    await reportBy(quip.id, LIMITS.autoHideReportsDefault);
    expect(ids(await as(t, viewer).get("/api/quips?filter=liked"))).not.toContain(quip.id);
    expect(ids(await as(t, viewer).get(`/api/users/${viewer.id}/bookmarks`))).not.toContain(
      quip.id,
    );
    const after = (await profile()).json();
    expect(after.quipsCount).toBe(before.quipsCount - 1);
    expect(after.totalLikes).toBe(before.totalLikes - 1);
    const ownAfter = (await as(t, author).get(`/api/users/${author.id}`)).json();
    expect(ownAfter.quipsCount).toBe(ownBefore.quipsCount);
  });

  it("while anonymous, is hidden without telling anyone anything about its author", async () => {
    const quip = await quipBy(author, false);
    const profileBefore = (await as(t, viewer).get(`/api/users/${author.id}`)).body;
    await reportBy(quip.id, LIMITS.autoHideReportsDefault);
    for (const who of [viewer, undefined]) expect(await whereSeen(who, quip, false)).toEqual([]);
    expect(await whereSeen(author, quip, false)).toEqual(EVERYWHERE_ANONYMOUS);
    expect(await whereSeen(admin, quip, false)).toEqual(EVERYWHERE_ANONYMOUS);
    // The author's profile reads as before: it never counted the anonymous quip.
    expect((await as(t, viewer).get(`/api/users/${author.id}`)).body).toBe(profileBefore);
    // A hidden quip's page answers as a missing one does.
    const missing = await as(t, viewer).get("/api/quips/00000000-0000-4000-8000-000000000000");
    const hidden = await as(t, viewer).get(`/api/quips/${quip.id}`);
    expect([hidden.statusCode, hidden.body]).toEqual([missing.statusCode, missing.body]);
    // Its author sees it still anonymous, with no author named, as before.
    expect((await as(t, author).get(`/api/quips/${quip.id}`)).json().author).toBeNull();
  });

  it("is hidden exactly once when the last reports arrive together", async () => {
    const quip = await quipBy(author, true);
    const answers = await Promise.all(reporters.map((by) => report(quip.id, by)));
    expect(answers.map((a) => a.statusCode)).toEqual(reporters.map(() => 201));
    expect(await whereSeen(viewer, quip, true)).toEqual([]);
  });

  it("comes back when its reports are dismissed, and goes when it is deleted", async () => {
    const kept = await quipBy(author, true);
    const removed = await quipBy(author, true);
    await reportBy(kept.id, LIMITS.autoHideReportsDefault);
    await reportBy(removed.id, LIMITS.autoHideReportsDefault);

    const dismiss = await as(t, admin).delete(`/api/admin/quips/${kept.id}/flags`);
    expect(dismiss.statusCode).toBe(204);
    expect(await whereSeen(viewer, kept, true)).toEqual(EVERYWHERE_REVEALED);
    const again = await as(t, admin).delete(`/api/admin/quips/${kept.id}/flags`);
    expect([again.statusCode, again.body]).toEqual([404, ADMIN_MSG.moderation.noPendingReports]);

    expect((await as(t, admin).delete(`/api/admin/quips/${removed.id}`)).statusCode).toBe(204);
    expect(await whereSeen(author, removed, true)).toEqual([]);
  });

  it("comes back when one dismissed report leaves it under the threshold", async () => {
    const quip = await quipBy(author, true);
    await reportBy(quip.id, LIMITS.autoHideReportsDefault);
    const flags = (await as(t, admin).get("/api/admin/flags")).json() as Array<{
      id: string;
      quip: { id: string };
    }>;
    const one = flags.find((f) => f.quip.id === quip.id);
    expect((await as(t, admin).delete(`/api/admin/flags/${one?.id}`)).statusCode).toBe(204);
    expect(await whereSeen(viewer, quip, true)).toEqual(EVERYWHERE_REVEALED);
  });
});

describe("the Flags tab's list", () => {
  it("has one row per quip with its reports together, hidden quips first", async () => {
    const hidden = await quipBy(author, false);
    const fresh = await quipBy(author, true);
    await reportBy(hidden.id, LIMITS.autoHideReportsDefault);
    t.clock.advance(60_000);
    await report(fresh.id, reporters[0] as Member, "Other");
    await report(fresh.id, reporters[1] as Member, "Offensive content");
    await report(fresh.id, reporters[2] as Member, "Other");
    t.clock.set(NOW);

    const answer = await as(t, admin).get("/api/admin/flagged-quips");
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as Array<Record<string, unknown> & { quip: { id: string } }>;
    const hiddenAt = rows.findIndex((r) => r.quip.id === hidden.id);
    const freshAt = rows.findIndex((r) => r.quip.id === fresh.id);
    expect(hiddenAt).toBeGreaterThanOrEqual(0);
    expect(rows.slice(0, hiddenAt).every((r) => r.isHidden)).toBe(true);
    expect(rows[freshAt]).toMatchObject({
      isHidden: false,
      reportCount: 3,
      latestAt: new Date(Date.parse(NOW) + 60_000).toISOString(),
      categories: [
        { key: "other", label: "Other", count: 2 },
        { key: "offensive", label: "Offensive content", count: 1 },
      ],
    });
    expect(rows[hiddenAt]).toMatchObject({
      isHidden: true,
      reportCount: LIMITS.autoHideReportsDefault,
      quip: { id: hidden.id, isAnonymous: true, author: { id: author.id } },
    });
    expect(rows[freshAt]?.reports).toHaveLength(3);
    expect((await as(t, viewer).get("/api/admin/flagged-quips")).statusCode).toBe(403);
  });
});

describe("the auto-hide threshold", () => {
  it("is 5 unless an administrator sets another, which applies at once both ways", async () => {
    expect((await as(t, admin).get("/api/admin/auto-hide")).json()).toEqual({ reports: 5 });
    const quip = await quipBy(author, true);
    await reportBy(quip.id, 2);
    expect(await whereSeen(viewer, quip, true)).toEqual(EVERYWHERE_REVEALED);

    const lower = await as(t, admin).put("/api/admin/auto-hide", { reports: 2 });
    expect([lower.statusCode, lower.json()]).toEqual([200, { reports: 2 }]);
    expect(await whereSeen(viewer, quip, true)).toEqual([]);
    const next = await quipBy(author, true);
    await reportBy(next.id, 1);
    expect(await whereSeen(viewer, next, true)).toEqual(EVERYWHERE_REVEALED);
    await report(next.id, reporters[1] as Member);
    expect(await whereSeen(viewer, next, true)).toEqual([]);

    expect((await as(t, admin).put("/api/admin/auto-hide", { reports: 5 })).statusCode).toBe(200);
    expect(await whereSeen(viewer, quip, true)).toEqual(EVERYWHERE_REVEALED);
    expect((await as(t, admin).get("/api/admin/auto-hide")).json()).toEqual({ reports: 5 });
  });

  it("takes a whole number from 1 to 100, from administrators only", async () => {
    for (const reports of [0, 101, 2.5, "many"]) {
      const answer = await as(t, admin).put("/api/admin/auto-hide", { reports });
      expect([answer.statusCode, answer.body]).toEqual([400, ADMIN_MSG.moderation.autoHideInvalid]);
    }
    expect((await as(t, viewer).put("/api/admin/auto-hide", { reports: 3 })).statusCode).toBe(403);
    expect((await as(t, admin).get("/api/admin/auto-hide")).json()).toEqual({ reports: 5 });
  });
});
