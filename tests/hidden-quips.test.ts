import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { listening, type OpenedStream, openStream } from "./support/live-stream";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A quip hidden pending review (decision 0105) is, to everyone but its author and
 * administrators, a quip that does not exist: every call that names it answers word for word
 * what the same call answers for a missing id, nothing it would have changed changes, and
 * nothing that came from it (notices, counts, the live stream) reaches anyone. Shown again,
 * it is back everywhere at once. Decision 0133.
 */

/** A Wednesday, 12:00 in New York. */
const NOW = "2025-09-17T16:00:00.000Z";
const HOUR = 60 * 60 * 1000;
const MISSING = "00000000-0000-4000-8000-000000000000";
/** Quiet for this long: longer than a batch takes to be gathered, published and read. */
const QUIET_MS = 600;

let t: TestApp;
let base: string;
let admin: Member;
let author: Member;
/** Liked, saved and commented on the quip before it was hidden. */
let fan: Member;
/** Never touched it. */
let stranger: Member;
let reporters: Member[];
const streams: OpenedStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  base = await listening(t);
  [admin, author, fan, stranger] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  reporters = await Promise.all(
    Array.from({ length: LIMITS.autoHideReportsDefault }, () => registerMember(t)),
  );
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(async () => {
  await t?.close();
});

/** A quip by `by`, posted 50 hours ago (revealed) or now (anonymous). */
async function quipBy(by: Member, content: string, revealed = true) {
  if (revealed) t.clock.set(new Date(Date.parse(NOW) - 50 * HOUR));
  const quip = await postQuip(t, by, content);
  t.clock.set(NOW);
  return quip;
}

async function hide(quipId: string) {
  for (const by of reporters) {
    const answer = await as(t, by).post(`/api/quips/${quipId}/flag`, { category: "Other" });
    expect(answer.statusCode).toBe(201);
  }
}

async function showAgain(quipId: string) {
  expect((await as(t, admin).delete(`/api/admin/quips/${quipId}/flags`)).statusCode).toBe(204);
}

type Answer = { statusCode: number; body: string };
const answerOf = (a: Answer) => ({ status: a.statusCode, body: a.body });

/**
 * Each call made about the hidden quip and about a quip that does not exist, one after the
 * other: every one answers the same refusal for both.
 */
async function sameAsMissing(
  calls: Record<string, (quipId: string) => Promise<Answer>>,
  quipId: string,
): Promise<void> {
  const hidden: Record<string, ReturnType<typeof answerOf>> = {};
  const missing: Record<string, ReturnType<typeof answerOf>> = {};
  for (const [name, call] of Object.entries(calls)) {
    hidden[name] = answerOf(await call(quipId));
    missing[name] = answerOf(await call(MISSING));
  }
  expect(hidden).toEqual(missing);
  for (const answer of Object.values(hidden)) expect(answer.status).toBeGreaterThanOrEqual(400);
}

describe("a hidden quip, to members who may not see it", () => {
  it("answers every action as a missing quip does, and none of them changes anything", async () => {
    const quip = await quipBy(author, "A hidden quip walks into a bar.");
    const other = await quipBy(author, "A quip that stays in view.");
    expect((await as(t, fan).post(`/api/quips/${quip.id}/like`)).statusCode).toBe(200);
    expect((await as(t, fan).post(`/api/quips/${quip.id}/bookmark`)).statusCode).toBe(200);
    const comment = await as(t, fan).post(`/api/quips/${quip.id}/comments`, { content: "Ha!" });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json().id as string;
    await hide(quip.id);

    // Undoing counts as acting: a like or a save given before stays, untold.
    const actions: Record<string, (id: string) => Promise<Answer>> = {};
    for (const [name, who] of [
      ["fan", fan],
      ["stranger", stranger],
    ] as const) {
      Object.assign(actions, {
        [`${name} likes`]: (id: string) => as(t, who).post(`/api/quips/${id}/like`),
        [`${name} saves`]: (id: string) => as(t, who).post(`/api/quips/${id}/bookmark`),
        [`${name} comments`]: (id: string) =>
          as(t, who).post(`/api/quips/${id}/comments`, { content: "Still here?" }),
        [`${name} replies`]: (id: string) =>
          as(t, who).post(`/api/quips/${id}/comments`, {
            content: "A reply.",
            parentCommentId: commentId,
          }),
        [`${name} reports`]: (id: string) =>
          as(t, who).post(`/api/quips/${id}/flag`, { category: "Offensive content" }),
        // Named as the quip another one repeats, it is missing too.
        [`${name} reports a repeat of it`]: (id: string) =>
          as(t, who).post(`/api/quips/${other.id}/flag`, {
            category: "Repeat Quip",
            linkedQuipId: `https://quip.example/quip/${id}`,
          }),
        [`${name} hides its author`]: (id: string) =>
          as(t, who).post(`/api/quips/${id}/hide-author`),
        [`${name} shows its author`]: (id: string) =>
          as(t, who).delete(`/api/quips/${id}/hide-author`),
        [`${name} edits`]: (id: string) =>
          as(t, who).patch(`/api/quips/${id}`, { content: "Reworded." }),
        [`${name} deletes`]: (id: string) => as(t, who).delete(`/api/quips/${id}`),
      });
    }
    await sameAsMissing(actions, quip.id);

    await showAgain(quip.id);
    const asFan = (await as(t, fan).get(`/api/quips/${quip.id}`)).json();
    expect(asFan).toMatchObject({
      isLiked: true,
      isBookmarked: true,
      likesCount: 1,
      commentsCount: 1,
      isReported: false,
    });
    const asStranger = (await as(t, stranger).get(`/api/quips/${quip.id}`)).json();
    expect(asStranger).toMatchObject({ isLiked: false, isBookmarked: false, isReported: false });
    expect((await as(t, stranger).get(`/api/quips/${other.id}`)).json().isReported).toBe(false);
    // Shown again, it takes likes as before.
    expect((await as(t, stranger).post(`/api/quips/${quip.id}/like`)).json()).toEqual({
      isLiked: true,
      likesCount: 2,
      likesHidden: false,
    });
  });

  it("answers every read of it as a missing quip does, visitors included", async () => {
    const quip = await quipBy(author, "Read me if you can.");
    const comment = await as(t, fan).post(`/api/quips/${quip.id}/comments`, { content: "Ha!" });
    const commentId = comment.json().id as string;
    await hide(quip.id);
    const reads: Record<string, (id: string) => Promise<Answer>> = {};
    for (const [name, who] of [
      ["fan", fan],
      ["stranger", stranger],
      ["visitor", undefined],
    ] as const) {
      for (const path of [
        "",
        "/comments",
        `/comments/${commentId}/replies`,
        "/likes",
        "/share-image.png",
      ]) {
        reads[`${name} reads ${path || "it"}`] = (id) => as(t, who).get(`/api/quips/${id}${path}`);
      }
    }
    await sameAsMissing(reads, quip.id);
    // Its link preview is a missing quip's, but for the address itself.
    const preview = async (id: string) =>
      (await as(t, undefined).get(`/quip/${id}`)).body.replaceAll(id, "ID");
    expect(await preview(quip.id)).toBe(await preview(MISSING));
  });

  it("leaves its topic's count of quips, as a deleted quip does, until shown again", async () => {
    const topic = await createTopic(t, "2025-09-17", "Morning coffee");
    const quip = await postQuip(t, author, "On topic, for now.", {
      topicOfTheDay: true,
      topicText: topic.topic,
    });
    const count = async () =>
      (await as(t, stranger).get(`/api/topics/identifier/${topic.topicIdentifier}`)).json()
        .quipCount as number;
    expect(await count()).toBe(1);
    await hide(quip.id);
    expect(await count()).toBe(0);
    await showAgain(quip.id);
    expect(await count()).toBe(1);
  });

  it("takes back the notices it gave others, and their unread counts, until shown again", async () => {
    const quip = await quipBy(author, `Hey @${stranger.username}, this one's for you.`, false);
    expect((await as(t, fan).post(`/api/quips/${quip.id}/like`)).statusCode).toBe(200);
    const notices = async (who: Member) =>
      (
        (await as(t, who).get(`/api/users/${who.id}/activity?limit=50`)).json() as {
          items: Array<{ quipId: string | null; type: string }>;
        }
      ).items
        .filter((item) => item.quipId === quip.id)
        .map((item) => item.type);
    const unread = async (who: Member) =>
      (await as(t, who).get("/api/notifications/unread-count")).json().count as number;
    expect(await notices(stranger)).toEqual(["mention"]);
    const unreadBefore = await unread(stranger);

    await hide(quip.id);
    expect(await notices(stranger)).toEqual([]);
    expect(await unread(stranger)).toBe(unreadBefore - 1);
    // Its author and administrators see it as before, and so their notices about it.
    expect(await notices(author)).toEqual(["like"]);

    await showAgain(quip.id);
    expect(await notices(stranger)).toEqual(["mention"]);
    expect(await unread(stranger)).toBe(unreadBefore);
  });

  it("leaves the list of quips a member hid, as a deleted one does, until shown again", async () => {
    const quip = await quipBy(author, "Hide me, then report me.", false);
    expect((await as(t, stranger).post(`/api/quips/${quip.id}/hide-author`)).statusCode).toBe(200);
    const hiddenByStranger = async () =>
      (
        (await as(t, stranger).get("/api/users/me/mutes?limit=50")).json() as {
          items: Array<{ hiddenQuip: { id: string } | null }>;
        }
      ).items
        .map((item) => item.hiddenQuip?.id)
        .filter((id) => id === quip.id);
    expect(await hiddenByStranger()).toEqual([quip.id]);
    await hide(quip.id);
    expect(await hiddenByStranger()).toEqual([]);
    await showAgain(quip.id);
    expect(await hiddenByStranger()).toEqual([quip.id]);
  });
});

describe("a hidden quip, to its author and administrators", () => {
  it("takes their likes, comments and changes as before", async () => {
    const quip = await quipBy(author, "Mine, hidden or not.", false);
    await hide(quip.id);
    expect((await as(t, author).post(`/api/quips/${quip.id}/like`)).json()).toEqual({
      isLiked: true,
      likesCount: 1,
      likesHidden: false,
    });
    const own = await as(t, author).post(`/api/quips/${quip.id}/comments`, { content: "Hm." });
    expect(own.statusCode).toBe(201);
    expect(own.json().author).toBeNull();
    const reviewed = await as(t, admin).post(`/api/quips/${quip.id}/comments`, {
      content: "Reviewing.",
    });
    expect(reviewed.statusCode).toBe(201);
    expect((await as(t, admin).get(`/api/quips/${quip.id}/likes`)).json()).toHaveLength(1);
    const edited = await as(t, author).patch(`/api/quips/${quip.id}`, { content: "Reworded." });
    expect([edited.statusCode, edited.json().content]).toEqual([200, "Reworded."]);
  });
});

describe("Who to follow", () => {
  it("counts a hidden quip no more than its author's profile does, and again once shown", async () => {
    const writer = await registerMember(t);
    const reader = await registerMember(t);
    const kept = await quipBy(writer, "A quip that everyone sees.");
    const reported = await quipBy(writer, "A quip that will be reported.");
    // The most liked writer of all, so the list (five members) always holds them.
    for (const by of reporters) await as(t, by).post(`/api/quips/${kept.id}/like`);
    await as(t, fan).post(`/api/quips/${reported.id}/like`);
    const numbers = async () => {
      const list = (await as(t, reader).get("/api/users/suggested")).json() as Array<{
        id: string;
        revealedQuips: number;
        revealedLikes: number;
      }>;
      const suggested = list.find((m) => m.id === writer.id);
      const profile = (await as(t, reader).get(`/api/users/${writer.id}`)).json();
      return {
        suggested: suggested && [suggested.revealedQuips, suggested.revealedLikes],
        profile: [profile.quipsCount, profile.totalLikes],
      };
    };
    const shown = { suggested: [2, 6], profile: [2, 6] };
    expect(await numbers()).toEqual(shown);
    await hide(reported.id);
    expect(await numbers()).toEqual({ suggested: [1, 5], profile: [1, 5] });
    await showAgain(reported.id);
    expect(await numbers()).toEqual(shown);
  });
});

describe("the live stream", () => {
  const open = async (member?: Member, lastEventId?: string) => {
    const s = await openStream(base, {
      ...(member ? { cookie: member.cookie } : {}),
      ...(lastEventId ? { lastEventId } : {}),
    });
    streams.push(s);
    return s;
  };
  const watch = (s: OpenedStream, quipId: string) =>
    as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId });
  const isCounts = (e: { type: string }) => e.type === "counts";

  it("sends its counts only to its author and administrators, as for a missing quip to others", async () => {
    const quip = await quipBy(author, "Counted in private.", false);
    await hide(quip.id);
    const [visitor, member, own, review] = await Promise.all([
      open(),
      open(stranger),
      open(author),
      open(admin),
    ]);
    for (const s of [visitor, member]) {
      const missing = answerOf(await watch(s, MISSING));
      expect(answerOf(await watch(s, quip.id))).toEqual(missing);
    }
    for (const s of [own, review]) {
      expect((await watch(s, quip.id)).statusCode).toBe(204);
      await s.waitFor((e) => isCounts(e) && e.data.quipId === quip.id);
      s.clear();
    }
    expect((await as(t, author).post(`/api/quips/${quip.id}/like`)).statusCode).toBe(200);
    const counts = { quipId: quip.id, likesCount: 1, likesHidden: false, commentsCount: 0 };
    for (const s of [own, review]) expect((await s.waitFor(isCounts)).data).toEqual(counts);
    await visitor.nothingFor(QUIET_MS, isCounts);
    await member.nothingFor(0, isCounts);

    await showAgain(quip.id);
    await watch(visitor, quip.id);
    expect((await visitor.waitFor(isCounts)).data).toEqual(counts);
  });

  it("does not replay its posting to a stream that reconnects after it was hidden", async () => {
    const first = await open();
    const seen = await quipBy(author, "Seen live.", false);
    await first.waitFor((e) => e.type === "quip" && e.data.id === seen.id);
    const before = first.lastId ?? undefined;
    const quip = await quipBy(author, "Posted, then hidden.", false);
    const marker = await quipBy(author, "Posted after it.", false);
    await first.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
    expect(first.events.some((e) => e.type === "quip" && e.data.id === quip.id)).toBe(true);
    await hide(quip.id);

    const again = await open(undefined, before);
    await again.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
    expect(again.events.some((e) => e.data.id === quip.id)).toBe(false);
  });
});
