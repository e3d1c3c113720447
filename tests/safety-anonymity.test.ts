import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { listening, type OpenedStream, openStream } from "./support/live-stream";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Mutes and blocks must never be an oracle for anonymity (decision 0106): for a member who
 * mutes, blocks or hides an author, and for a member who is blocked, every answer about
 * anonymous quips is the same, whole, with and without the mute or block, and so is the live
 * stream. Otherwise "mute X and see which anonymous quips vanish" would unmask X.
 */
const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z");

let t: TestApp;
let topicIdentifier: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  topicIdentifier = (await createTopic(t, "2025-09-17", "Morning coffee")).topicIdentifier;
});
afterAll(async () => {
  await t?.close();
});

/** Status and whole body of every answer about the quips, and the reader's own lists, as `viewer`. */
async function answers(viewer: Member, authorId: string, quipIds: string[], commentId: string) {
  const urls = [
    ...[...FEED_FILTERS, "all"].map((filter) => `/api/quips?filter=${filter}`),
    `/api/quips?filter=all&authorId=${authorId}`,
    `/api/quips?filter=all&authorId=${authorId}&sortBy=likes`,
    ...quipIds.flatMap((id) => [
      `/api/quips/${id}`,
      `/api/quips/${id}/comments`,
      `/api/quips/${id}/likes`,
    ]),
    `/api/quips/${quipIds[0]}/comments/${commentId}/replies`,
    "/api/search/quips?q=anonymous",
    `/api/topics/identifier/${topicIdentifier}/quips`,
    `/api/users/${viewer.id}/activity`,
    `/api/users/${viewer.id}/bookmarks`,
    "/api/notifications/unread-count",
  ];
  const answered: Record<string, { status: number; body: unknown }> = {};
  for (const url of urls) {
    const response = await as(t, viewer).get(url);
    answered[url] = { status: response.statusCode, body: response.json() };
  }
  return answered;
}

/** The answers as they would be without one quip: lists lose it, its own pages go. */
function without(answered: Awaited<ReturnType<typeof answers>>, quipId: string) {
  return Object.fromEntries(
    Object.entries(answered)
      .filter(([url]) => !url.startsWith(`/api/quips/${quipId}`))
      .map(([url, { status, body }]) => [
        url,
        {
          status,
          body: Array.isArray(body)
            ? body.filter((item: { id?: string }) => item.id !== quipId)
            : body,
        },
      ]),
  );
}

describe("a member who mutes, blocks or hides an author", () => {
  let muter: Member;
  let author: Member;
  let other: Member;
  let firstId: string;
  let secondId: string;
  let questionId: string;
  let before: Awaited<ReturnType<typeof answers>>;

  beforeAll(async () => {
    [muter, author, other] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    t.clock.set(new Date(NOW.getTime() - 60 * HOUR));
    await postQuip(t, other, "another member's revealed anonymous-free joke");
    t.clock.set(new Date(NOW.getTime() - HOUR));
    firstId = (
      await postQuip(t, author, `an anonymous joke for @${muter.username}`, {
        topicOfTheDay: true,
        topicText: "Morning coffee",
      })
    ).id;
    t.clock.set(new Date(NOW.getTime() - HOUR / 2));
    secondId = (await postQuip(t, author, "a second anonymous joke")).id;
    t.clock.set(NOW);
    await rankFeeds(t.ctx);
    await as(t, muter).post(`/api/users/${author.id}/follow`);
    await as(t, muter).post(`/api/users/${other.id}/follow`);
    await as(t, author).post(`/api/quips/${firstId}/like`);
    await as(t, other).post(`/api/quips/${firstId}/like`);
    await as(t, muter).post(`/api/quips/${firstId}/like`);
    await as(t, muter).post(`/api/quips/${firstId}/bookmark`);
    questionId = (
      await as(t, muter).post(`/api/quips/${firstId}/comments`, { content: "who wrote it?" })
    ).json().id;
    await as(t, author).post(`/api/quips/${firstId}/comments`, {
      content: "not telling",
      parentCommentId: questionId,
    });
    await as(t, author).post(`/api/quips/${firstId}/comments`, { content: "proud of this one" });
    await as(t, other).post(`/api/quips/${firstId}/comments`, { content: "ha" });
    before = await answers(muter, author.id, [firstId, secondId], questionId);
  });

  it("reads every answer about the author's anonymous quips the same with a mute", async () => {
    expect(before[`/api/quips/${firstId}`]?.status).toBe(200);
    // Mentioned by the anonymous quip and answered by its anonymous author: neither names them.
    expect(before[`/api/users/${muter.id}/activity`]?.body).toMatchObject({
      items: [{ actor: null }, { actor: null }],
    });
    await as(t, muter).post(`/api/users/${author.id}/mute`);
    expect(await answers(muter, author.id, [firstId, secondId], questionId)).toEqual(before);
    await as(t, muter).post(`/api/users/${author.id}/unmute`);
  });

  it("and with a block", async () => {
    await as(t, muter).post(`/api/users/${author.id}/block`);
    expect(await answers(muter, author.id, [firstId, secondId], questionId)).toEqual(before);
    await as(t, muter).post(`/api/users/${author.id}/unblock`);
    await as(t, muter).post(`/api/users/${author.id}/follow`);
  });

  it("and sees the author's other anonymous quip unchanged after hiding one with its author", async () => {
    await as(t, muter).post(`/api/quips/${secondId}/hide-author`);
    const after = await answers(muter, author.id, [firstId], questionId);
    expect(after).toEqual(without(before, secondId));
    await as(t, muter).delete(`/api/quips/${secondId}/hide-author`);
  });
});

describe("a blocked member", () => {
  let blocker: Member;
  let blocked: Member;
  let other: Member;
  let quipId: string;
  let questionId: string;

  beforeAll(async () => {
    [blocker, blocked, other] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    t.clock.set(new Date(NOW.getTime() - HOUR / 3));
    quipId = (await postQuip(t, blocker, "the blocker's anonymous joke")).id;
    t.clock.set(NOW);
    await rankFeeds(t.ctx);
    await as(t, blocked).post(`/api/users/${blocker.id}/follow`);
    await as(t, other).post(`/api/quips/${quipId}/like`);
    questionId = (
      await as(t, other).post(`/api/quips/${quipId}/comments`, { content: "who?" })
    ).json().id;
    await as(t, blocker).post(`/api/quips/${quipId}/comments`, {
      content: "someone",
      parentCommentId: questionId,
    });
  });

  it("reads every answer about the blocker's anonymous quip the same with the block", async () => {
    const before = await answers(blocked, blocker.id, [quipId], questionId);
    await as(t, blocker).post(`/api/users/${blocked.id}/block`);
    expect(await answers(blocked, blocker.id, [quipId], questionId)).toEqual(before);
  });

  it("gets the same answers to a like and a comment on it", async () => {
    const act = async () => {
      const like = await as(t, blocked).post(`/api/quips/${quipId}/like`);
      const unlike = await as(t, blocked).post(`/api/quips/${quipId}/like`);
      const comment = await as(t, blocked).post(`/api/quips/${quipId}/comments`, {
        content: "funny",
        parentCommentId: questionId,
      });
      const { id: _id, createdAt: _at, ...shown } = comment.json();
      return [like.statusCode, like.json(), unlike.json(), comment.statusCode, shown];
    };
    const blockedAnswers = await act();
    await as(t, blocker).post(`/api/users/${blocked.id}/unblock`);
    expect(await act()).toEqual(blockedAnswers);
  });
});

describe("the live stream", () => {
  /** Events as a page acts on them, without its own stream's id. */
  const seen = (s: OpenedStream) => s.events.map(({ type, id, data }) => ({ type, id, data }));
  const streams: OpenedStream[] = [];
  afterAll(() => {
    for (const s of streams) s.close();
  });

  async function watching(base: string, members: Member[]) {
    const opened = await Promise.all(members.map((m) => openStream(base, { cookie: m.cookie })));
    streams.push(...opened);
    return opened;
  }

  /** A quip by someone else marks a point: every stream has had everything before it. */
  async function settle(opened: OpenedStream[], author: Member) {
    const marker = await postQuip(t, author, "a marker");
    for (const s of opened) await s.waitFor((e) => e.type === "quip" && e.data.id === marker.id);
  }

  it("gives a muter what a member who does not mute gets, while the author's anonymous quip lives", async () => {
    t.clock.set(NOW);
    const [muter, twin, author, other] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    const opened = await watching(await listening(t), [muter, twin]);
    await as(t, muter).post(`/api/users/${author.id}/mute`);
    const earlier = (await postQuip(t, author, "an earlier anonymous joke")).id;
    await as(t, muter).post(`/api/quips/${earlier}/hide-author`);
    await settle(opened, other);
    for (const s of opened) s.clear();

    const quip = await postQuip(t, author, `for @${muter.username} and @${twin.username}`);
    for (const s of opened) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === quip.id);
      await as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId: quip.id });
    }
    await as(t, author).post(`/api/quips/${quip.id}/like`);
    await as(t, other).post(`/api/quips/${quip.id}/like`);
    const question = await as(t, other).post(`/api/quips/${quip.id}/comments`, {
      content: "who?",
    });
    await as(t, author).post(`/api/quips/${quip.id}/comments`, {
      content: `ask @${muter.username} or @${twin.username}`,
      parentCommentId: question.json().id,
    });
    await settle(opened, other);
    const [muterStream, twinStream] = opened as [OpenedStream, OpenedStream];
    expect(muterStream.events.some((e) => e.type === "counts")).toBe(true);
    // Mentioned by the anonymous quip and by its author's reply, both as "anonymous".
    expect(muterStream.events.filter((e) => e.type === "unread").map((e) => e.data)).toEqual([
      { count: 1 },
      { count: 2 },
    ]);
    expect(seen(muterStream)).toEqual(seen(twinStream));
  });

  it("gives a blocked member what a member who is not blocked gets", async () => {
    const [blocker, blocked, twin, other] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    const opened = await watching(await listening(t), [blocked, twin]);
    await as(t, blocker).post(`/api/users/${blocked.id}/block`);
    await settle(opened, other);
    for (const s of opened) s.clear();

    const quip = await postQuip(t, blocker, "the blocker's live anonymous joke");
    for (const s of opened) {
      await s.waitFor((e) => e.type === "quip" && e.data.id === quip.id);
      await as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId: quip.id });
    }
    await as(t, other).post(`/api/quips/${quip.id}/like`);
    await as(t, blocked).post(`/api/quips/${quip.id}/like`);
    await as(t, twin).post(`/api/quips/${quip.id}/like`);
    await as(t, blocked).post(`/api/quips/${quip.id}/comments`, { content: "nice" });
    await as(t, blocker).post(`/api/quips/${quip.id}/comments`, { content: "thanks" });
    await settle(opened, other);
    const [blockedStream, twinStream] = opened as [OpenedStream, OpenedStream];
    expect(blockedStream.events.some((e) => e.type === "counts")).toBe(true);
    expect(seen(blockedStream)).toEqual(seen(twinStream));
  });
});
