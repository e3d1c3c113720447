import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hiddenQuips } from "#server/db/schema/index.ts";
import { activateTopicJob } from "#server/jobs/activate-topic.job.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { CARDS_WATCHED_MAX } from "#shared/live-cards.ts";
import { LIVE_MSG } from "#shared/messages/live.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type LiveEvent, listening, type OpenedStream, openStream } from "./support/live-stream";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * The live stream over real connections: what each action sends, to whom, and to nobody
 * else; reconnecting; the caps; streams ending with their session.
 */
let t: TestApp;
let base: string;
let author: Member;
let reader: Member;
let bystander: Member;
let admin: Member;
const open: OpenedStream[] = [];

/** Quiet for this long: longer than a batch takes to be gathered, published and read. */
const QUIET_MS = 600;
const countsOrUnread = (e: { type: string }) => e.type === "counts" || e.type === "unread";

async function stream(options: Parameters<typeof openStream>[1] = {}): Promise<OpenedStream> {
  const s = await openStream(base, options);
  open.push(s);
  return s;
}
const watch = (s: OpenedStream, quipId: string | null) =>
  as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T14:00:00Z");
  base = await listening(t);
  [author, reader, bystander, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await createTopic(t, "2025-09-16", "Morning coffee");
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t?.close();
});

describe("opening a stream", () => {
  it("answers an uncompressed event stream that starts with hello", async () => {
    const s = await stream({ cookie: reader.cookie });
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(s.headers["cache-control"]).toBe("private, no-store");
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();
    // The security headers every answer carries.
    expect(s.headers["x-content-type-options"]).toBe("nosniff");
    expect(s.retry).toBe(1_000);
    expect(s.events[0]?.type).toBe("hello");
    expect(s.streamId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const visitor = await stream();
    expect(visitor.streamId).not.toBe(s.streamId);
  });

  it("refuses an id that is not a number", async () => {
    const s = await stream({ query: "lastEventId=abc" });
    expect(s.status).toBe(400);
  });
});

describe("what each action sends", () => {
  it("a like: the new counts to the streams watching the quip, the notice to its author", async () => {
    const quip = await postQuip(t, author, "a quip to like");
    const [watcher, visitor, other, authorStream] = await Promise.all([
      stream({ cookie: reader.cookie }),
      stream(),
      stream({ cookie: bystander.cookie }),
      stream({ cookie: author.cookie }),
    ]);
    expect((await watch(watcher, quip.id)).statusCode).toBe(204);
    expect((await watch(visitor, quip.id)).statusCode).toBe(204);
    // Watching sends the counts as they stand at once.
    for (const s of [watcher, visitor]) {
      await s.waitFor((e) => e.type === "counts" && e.data.likesCount === 0);
    }
    for (const s of [watcher, visitor, other, authorStream]) s.clear();

    await as(t, reader).post(`/api/quips/${quip.id}/like`);
    const counts = { quipId: quip.id, likesCount: 1, likesHidden: false, commentsCount: 0 };
    expect((await watcher.waitFor((e) => e.type === "counts")).data).toEqual(counts);
    expect((await visitor.waitFor((e) => e.type === "counts")).data).toEqual(counts);
    expect((await authorStream.waitFor((e) => e.type === "unread")).data).toEqual({ count: 1 });
    await other.nothingFor(QUIET_MS, countsOrUnread);
    await authorStream.nothingFor(0, (e) => e.type === "counts");
    await watcher.nothingFor(0, (e) => e.type === "unread");

    // The unlike withdraws the notice: the author's count goes back.
    authorStream.clear();
    await as(t, reader).post(`/api/quips/${quip.id}/like`);
    expect((await authorStream.waitFor((e) => e.type === "unread")).data).toEqual({ count: 0 });
    expect((await watcher.waitFor((e) => e.data.likesCount === 0)).type).toBe("counts");
  });

  it("a comment: the counts to watchers, the notice to the quip's author", async () => {
    const quip = await postQuip(t, author, "a quip to talk about");
    await as(t, author).post("/api/notifications/read", {});
    const [watcher, other, authorStream] = await Promise.all([
      stream({ cookie: bystander.cookie }),
      stream({ cookie: reader.cookie }),
      stream({ cookie: author.cookie }),
    ]);
    await watch(watcher, quip.id);
    await watcher.waitFor((e) => e.type === "counts");
    watcher.clear();

    await as(t, reader).post(`/api/quips/${quip.id}/comments`, { content: "ha" });
    expect((await watcher.waitFor((e) => e.type === "counts")).data).toEqual({
      quipId: quip.id,
      likesCount: 0,
      likesHidden: false,
      commentsCount: 1,
    });
    await authorStream.waitFor((e) => e.type === "unread" && e.data.count === 1);
    await other.nothingFor(QUIET_MS, countsOrUnread);
    await watcher.nothingFor(0, (e) => e.type === "unread");
  });

  it("a follow: the notice to the member followed, nothing to the follower", async () => {
    const followed = await registerMember(t);
    const [followedStream, followerStream] = await Promise.all([
      stream({ cookie: followed.cookie }),
      stream({ cookie: reader.cookie }),
    ]);
    await as(t, reader).post(`/api/users/${followed.id}/follow`);
    expect((await followedStream.waitFor((e) => e.type === "unread")).data).toEqual({ count: 1 });
    await followerStream.nothingFor(QUIET_MS, countsOrUnread);

    followedStream.clear();
    await as(t, reader).post(`/api/users/${followed.id}/unfollow`);
    expect((await followedStream.waitFor((e) => e.type === "unread")).data).toEqual({ count: 0 });
  });

  it("a new quip: the same event to every stream, its mention to the member mentioned", async () => {
    const mentioned = await registerMember(t);
    const streams = await Promise.all([
      stream(),
      stream({ cookie: reader.cookie }),
      stream({ cookie: author.cookie }),
      stream({ cookie: mentioned.cookie }),
    ]);
    const posted = await postQuip(t, author, `morning @${mentioned.username}`, {
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
    const expected = {
      id: posted.id,
      topicIdentifier: "morning-coffee-2025-09-16",
      createdAt: posted.createdAt,
    };
    for (const s of streams) {
      expect((await s.waitFor((e) => e.type === "quip")).data).toEqual(expected);
    }
    const ids = streams.map((s) => s.events.find((e) => e.type === "quip")?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^\d+$/);
    expect((await streams[3]?.waitFor((e) => e.type === "unread"))?.data).toEqual({ count: 1 });
    for (const s of streams.slice(0, 3)) await s.nothingFor(0, (e) => e.type === "unread");
  });

  it("a topic change: topic to every stream", async () => {
    const streams = await Promise.all([stream(), stream({ cookie: reader.cookie })]);
    const set = await as(t, admin).post("/api/topic-of-the-day", { topic: "Second breakfast" });
    expect(set.statusCode).toBe(201);
    for (const s of streams) await s.waitFor((e) => e.type === "topic");
  });

  it("the day's topic starting: topic to every stream, once", async () => {
    const s = await stream();
    try {
      t.clock.set("2025-09-17T11:00:00Z"); // 07:00 in New York, past the 06:00 change
      expect(await activateTopicJob.run(t.ctx)).toMatch(/^current topic /);
      await s.waitFor((e) => e.type === "topic");
      s.clear();
      await activateTopicJob.run(t.ctx);
      await s.nothingFor(QUIET_MS, (e) => e.type === "topic");
    } finally {
      t.clock.set("2025-09-16T14:00:00Z");
    }
  });
});

describe("new comments on a watched quip", () => {
  /** A watcher's `comments` events, as the page acts on them. */
  const announced = (s: OpenedStream) =>
    s.events.filter((e) => e.type === "comments").map((e) => e.data);
  const commentsOf = async (member: Member | undefined, quipId: string) =>
    (await as(t, member).get(`/api/quips/${quipId}/comments`)).json() as {
      comments: Array<{ id: string; replies: Array<{ id: string }> }>;
      readAt: string;
    };

  it("tell each watcher the ids of what they would read on reloading, nothing more, and nothing of a writer they mute or block", async () => {
    const quip = await postQuip(t, author, "a quip with a thread");
    const [writer, muter, blocker] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    await as(t, muter).post(`/api/users/${writer.id}/mute`);
    await as(t, blocker).post(`/api/users/${writer.id}/block`);
    const [watcher, visitor, muting, blocking, elsewhere] = await Promise.all([
      stream({ cookie: reader.cookie }),
      stream(),
      stream({ cookie: muter.cookie }),
      stream({ cookie: blocker.cookie }),
      stream({ cookie: bystander.cookie }),
    ]);
    for (const s of [watcher, visitor, muting, blocking]) {
      await watch(s, quip.id);
      await s.waitFor((e) => e.type === "counts");
      s.clear();
    }

    const comment = (
      await as(t, writer).post(`/api/quips/${quip.id}/comments`, { content: "ha" })
    ).json().id as string;
    const added = { quipId: quip.id, commentIds: [comment] };
    expect((await watcher.waitFor((e) => e.type === "comments")).data).toEqual(added);
    expect((await visitor.waitFor((e) => e.type === "comments")).data).toEqual(added);
    // Those who mute or block the writer hear the count move, as a reload shows it, and no more.
    for (const s of [muting, blocking]) {
      await s.waitFor((e) => e.type === "counts" && e.data.commentsCount === 1);
    }

    // A reply to the writer's comment sits under it: hidden with it from those who hide it.
    const reply = (
      await as(t, reader).post(`/api/quips/${quip.id}/comments`, {
        content: "hear, hear",
        parentCommentId: comment,
      })
    ).json().id as string;
    const replied = { quipId: quip.id, commentIds: [reply] };
    const isReply = (e: LiveEvent) => e.type === "comments" && String(e.data.commentIds) === reply;
    expect((await watcher.waitFor(isReply)).data).toEqual(replied);
    await visitor.waitFor(isReply);
    for (const s of [muting, blocking]) {
      await s.waitFor((e) => e.type === "counts" && e.data.commentsCount === 2);
    }
    await muting.nothingFor(QUIET_MS, (e) => e.type === "comments");
    await blocking.nothingFor(0, (e) => e.type === "comments");
    await elsewhere.nothingFor(0, (e) => e.type === "comments" || e.type === "counts");

    expect(announced(watcher)).toEqual([added, replied]);
    expect(announced(visitor)).toEqual([added, replied]);
    // Exactly what the comments read through the page's own path: every id, or none.
    const read = await commentsOf(reader, quip.id);
    expect(read.comments.map((c) => [c.id, ...c.replies.map((r) => r.id)])).toEqual([
      [comment, reply],
    ]);
    expect((await commentsOf(muter, quip.id)).comments).toEqual([]);
    expect((await commentsOf(blocker, quip.id)).comments).toEqual([]);
  });

  it("come at once to a watch for what was added since its page was read", async () => {
    const start = t.clock.now();
    try {
      const quip = await postQuip(t, author, "a quip read a while ago");
      const [writer, muter] = await Promise.all([registerMember(t), registerMember(t)]);
      await as(t, muter).post(`/api/users/${writer.id}/mute`);
      const before = (
        await as(t, bystander).post(`/api/quips/${quip.id}/comments`, {
          content: "early",
        })
      ).json().id as string;
      t.clock.advance(60_000);
      const { readAt, comments } = await commentsOf(reader, quip.id);
      expect(comments.map((c) => c.id)).toEqual([before]);
      expect(readAt).toBe(t.clock.now().toISOString());
      const after: string[] = [];
      for (const [member, content] of [
        [bystander, "late"],
        [writer, "later"],
      ] as const) {
        t.clock.advance(10_000);
        const added = await as(t, member).post(`/api/quips/${quip.id}/comments`, { content });
        after.push(added.json().id);
      }
      // Their batches have gone out before the streams below open: what those hear is the watch's.
      const marker = await stream();
      const posted = await postQuip(t, author, "a marker");
      await marker.waitFor((e) => e.type === "quip" && e.data.id === posted.id);

      const [page, muted, visitor] = await Promise.all([
        stream({ cookie: reader.cookie }),
        stream({ cookie: muter.cookie }),
        stream(),
      ]);
      for (const s of [page, muted, visitor]) {
        const watched = await as(t, undefined).post(`/api/stream/${s.streamId}/watch`, {
          quipId: quip.id,
          commentsSince: readAt,
        });
        expect(watched.statusCode).toBe(204);
      }
      expect((await page.waitFor((e) => e.type === "comments")).data).toEqual({
        quipId: quip.id,
        commentIds: after,
      });
      await visitor.waitFor((e) => e.type === "comments");
      // The muted writer's comment is left out, as the muter's reload leaves it out.
      expect((await muted.waitFor((e) => e.type === "comments")).data).toEqual({
        quipId: quip.id,
        commentIds: [after[0]],
      });

      const refused = await as(t, undefined).post(`/api/stream/${page.streamId}/watch`, {
        quipId: quip.id,
        commentsSince: "yesterday",
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      t.clock.set(start);
    }
  });
});

describe("unread notifications", () => {
  it("are counted, read up to one or all, and the member's other tabs hear it", async () => {
    const member = await registerMember(t);
    const quips = [
      await postQuip(t, member, "first"),
      await postQuip(t, member, "second"),
      await postQuip(t, member, "third"),
    ];
    for (const quip of quips) await as(t, reader).post(`/api/quips/${quip.id}/like`);
    const count = () => as(t, member).get("/api/notifications/unread-count");
    expect((await count()).json()).toEqual({ count: 3 });

    const list = (await as(t, member).get(`/api/users/${member.id}/activity`)).json();
    expect(list.items.map((i: { unread: boolean }) => i.unread)).toEqual([true, true, true]);

    const otherTab = await stream({ cookie: member.cookie });
    const middle = list.items[1].id as string;
    const read = await as(t, member).post("/api/notifications/read", { upTo: middle });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ count: 1 });
    expect((await otherTab.waitFor((e) => e.type === "unread")).data).toEqual({ count: 1 });
    const after = (await as(t, member).get(`/api/users/${member.id}/activity`)).json();
    expect(after.items.map((i: { unread: boolean }) => i.unread)).toEqual([true, false, false]);

    // The mark never goes back: reading an older one again unreads nothing.
    const older = list.items[2].id as string;
    expect((await as(t, member).post("/api/notifications/read", { upTo: older })).json()).toEqual({
      count: 1,
    });

    expect((await as(t, member).post("/api/notifications/read", {})).json()).toEqual({ count: 0 });
    expect((await count()).json()).toEqual({ count: 0 });
  });

  it("refuses another member's notification, or none, as not found", async () => {
    const owner = await registerMember(t);
    const quip = await postQuip(t, owner, "mine");
    await as(t, reader).post(`/api/quips/${quip.id}/like`);
    const theirs = (await as(t, owner).get(`/api/users/${owner.id}/activity`)).json().items[0].id;
    for (const upTo of [theirs, "00000000-0000-4000-8000-000000000000"]) {
      const refused = await as(t, reader).post("/api/notifications/read", { upTo });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(LIVE_MSG.notificationNotFound);
    }
    expect((await as(t, owner).get("/api/notifications/unread-count")).json()).toEqual({
      count: 1,
    });
  });

  it(`are counted up to ${LIMITS.unreadCountCap}`, async () => {
    const popular = await registerMember(t);
    const fans = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    const quips = [];
    for (let i = 0; i < Math.ceil((LIMITS.unreadCountCap + 1) / fans.length); i++) {
      quips.push(await postQuip(t, popular, `joke ${i}`));
    }
    for (const quip of quips) {
      await Promise.all(fans.map((fan) => as(t, fan).post(`/api/quips/${quip.id}/like`)));
    }
    expect((await as(t, popular).get("/api/notifications/unread-count")).json()).toEqual({
      count: LIMITS.unreadCountCap,
    });
  });

  it("are for members only", async () => {
    expect((await as(t, undefined).get("/api/notifications/unread-count")).statusCode).toBe(401);
    expect((await as(t, undefined).post("/api/notifications/read", {})).statusCode).toBe(401);
  });
});

describe("reconnecting", () => {
  it("with the last event id it saw, a stream gets what it missed", async () => {
    const first = await stream({ cookie: reader.cookie });
    await postQuip(t, author, "seen live");
    await first.waitFor((e) => e.type === "quip");
    const lastId = first.lastId;
    expect(lastId).toMatch(/^\d+$/);
    first.close();

    const missed = await postQuip(t, author, "posted while away");
    await as(t, reader).post(`/api/users/${author.id}/follow`);
    // The batch has gone out: a stream that never left hears it.
    const stayed = await stream();
    await postQuip(t, author, "a marker");
    await stayed.waitFor((e) => e.type === "quip");

    const again = await stream({ cookie: reader.cookie, lastEventId: String(lastId) });
    const replayed = await again.waitFor((e) => e.type === "quip" && e.data.id === missed.id);
    expect(replayed.data.topicIdentifier).toBeNull();
    await again.nothingFor(QUIET_MS, (e) => e.type === "reset");
    expect(again.lastId).not.toBe(lastId);

    // The query string says the same, for a page that opens a new EventSource itself.
    const byQuery = await stream({ query: `lastEventId=${lastId}` });
    await byQuery.waitFor((e) => e.type === "quip" && e.data.id === missed.id);
  });

  it("with an id the server no longer knows, a stream is told to reset", async () => {
    const s = await stream({ lastEventId: "0" });
    await s.waitFor((e) => e.type === "reset");
    const junk = await stream({ lastEventId: "yesterday" });
    await junk.waitFor((e) => e.type === "reset");
  });
});

describe("watching", () => {
  it("answers 404 for a stream that is not open", async () => {
    const s = await stream();
    s.close();
    await s.ended;
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const id of [s.streamId, "not-a-stream"]) {
      const response = await as(t, undefined).post(`/api/stream/${id}/watch`, { quipId: null });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(LIVE_MSG.streamNotFound);
    }
  });

  it("stops when told to watch nothing", async () => {
    const quip = await postQuip(t, author, "watch me, then don't");
    const s = await stream();
    await watch(s, quip.id);
    await s.waitFor((e) => e.type === "counts");
    await watch(s, null);
    s.clear();
    await as(t, reader).post(`/api/quips/${quip.id}/like`);
    await s.nothingFor(QUIET_MS, (e) => e.type === "counts");
  });
});

describe("cards on screen", () => {
  it("follow their counts as a visitor reads them, with no comments, and none of a hidden quip", async () => {
    const [first, second, hidden] = [
      await postQuip(t, author, "a card"),
      await postQuip(t, author, "another card"),
      await postQuip(t, author, "a card hidden pending review"),
    ];
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId: hidden.id, authorId: author.id, hiddenAt: t.clock.now() });
    const [feed, page, authorFeed] = await Promise.all([
      stream({ cookie: reader.cookie }),
      stream(),
      stream({ cookie: author.cookie }),
    ]);
    const follow = (s: OpenedStream, body: Record<string, unknown>) =>
      as(t, undefined).post(`/api/stream/${s.streamId}/watch`, { quipId: null, ...body });
    expect((await follow(feed, { cards: [first.id, second.id, hidden.id] })).statusCode).toBe(204);
    await follow(page, { quipId: first.id, cards: [first.id, second.id] });
    await follow(authorFeed, { cards: [hidden.id] });
    await page.waitFor((e) => e.type === "counts");
    page.clear();

    await as(t, bystander).post(`/api/quips/${first.id}/like`);
    const liked = { quipId: first.id, likesCount: 1, likesHidden: false, commentsCount: 0 };
    expect((await feed.waitFor((e) => e.type === "counts")).data).toEqual(liked);
    expect((await page.waitFor((e) => e.type === "counts")).data).toEqual(liked);
    await as(t, bystander).post(`/api/quips/${second.id}/comments`, { content: "ha" });
    const commented = { quipId: second.id, likesCount: 0, likesHidden: false, commentsCount: 1 };
    const isSecond = (e: LiveEvent) => e.type === "counts" && e.data.quipId === second.id;
    expect((await feed.waitFor(isSecond)).data).toEqual(commented);
    await page.waitFor(isSecond);
    await as(t, bystander).post(`/api/quips/${hidden.id}/like`);
    await as(t, author).post(`/api/quips/${hidden.id}/like`);
    await feed.nothingFor(QUIET_MS, (e) => e.data.quipId === hidden.id);
    await authorFeed.nothingFor(0, (e) => e.type === "counts");
    // The open quip's counts come once, not again for its card; a card has no comments event.
    expect(page.events.filter((e) => e.data.quipId === first.id)).toHaveLength(1);
    for (const s of [feed, page]) await s.nothingFor(0, (e) => e.type === "comments");

    // Each watch says all the page follows: cards left off are no longer followed.
    await follow(feed, { cards: [second.id] });
    feed.clear();
    await as(t, reader).post(`/api/quips/${first.id}/like`);
    await as(t, reader).post(`/api/quips/${second.id}/like`);
    await feed.waitFor((e) => e.type === "counts" && e.data.quipId === second.id);
    await feed.nothingFor(QUIET_MS, (e) => e.data.quipId === first.id);

    const tooMany = Array.from({ length: CARDS_WATCHED_MAX + 1 }, () => randomUUID());
    expect((await follow(feed, { cards: tooMany })).statusCode).toBe(400);
  });
});

describe("limits and endings", () => {
  it(`caps a member at ${LIMITS.streamsPerMember} streams and an address at ${LIMITS.streamsPerAddress}`, async () => {
    // The caps scale with the abuse limits, which these tests otherwise raise: the real ones here.
    const strict = await createTestApp({ rateLimitScale: 1 });
    const streams: OpenedStream[] = [];
    const on = async (options: Parameters<typeof openStream>[1]) => {
      const s = await openStream(await listening(strict), options);
      streams.push(s);
      return s;
    };
    try {
      const member = await registerMember(strict);
      const mine = await Promise.all(
        Array.from({ length: LIMITS.streamsPerMember }, () =>
          on({ cookie: member.cookie, address: "127.0.0.2" }),
        ),
      );
      expect(mine.every((s) => s.status === 200)).toBe(true);
      // From another address too: the cap is the member's.
      const refused = await on({ cookie: member.cookie, address: "127.0.0.3" });
      expect(refused.status).toBe(429);
      expect(refused.body).toBe(LIVE_MSG.tooManyStreams);
      mine[0]?.close();
      await mine[0]?.ended;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await on({ cookie: member.cookie, address: "127.0.0.3" })).status).toBe(200);

      const visitors = await Promise.all(
        Array.from({ length: LIMITS.streamsPerAddress }, () => on({ address: "127.0.0.4" })),
      );
      expect(visitors.every((s) => s.status === 200)).toBe(true);
      const crowded = await on({ address: "127.0.0.4" });
      expect(crowded.status).toBe(429);
      expect(crowded.body).toBe(LIVE_MSG.tooManyStreams);
    } finally {
      for (const s of streams) s.close();
      await strict.close();
    }
  });

  it("signing out ends the streams of that session, and no other", async () => {
    const member = await registerMember(t);
    const mine = await stream({ cookie: member.cookie });
    const visitor = await stream();
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(204);
    await mine.ended;
    await postQuip(t, author, "still live for the visitor");
    await visitor.waitFor((e) => e.type === "quip");
  });

  it("deleting a member ends every stream of theirs", async () => {
    const member = await registerMember(t);
    const tabs = await Promise.all([
      stream({ cookie: member.cookie }),
      stream({ cookie: member.cookie }),
    ]);
    const deleted = await as(t, admin).delete(`/api/admin/users/${member.id}`);
    expect(deleted.statusCode).toBe(204);
    await Promise.all(tabs.map((s) => s.ended));
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("the listening connection", () => {
  it("lost, is opened again, and this process's streams are told to reset", async () => {
    const s = await stream();
    await t.ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
    await s.waitFor((e) => e.type === "reset", scaled(10_000));
    const posted = await postQuip(t, author, "heard again");
    await s.waitFor((e) => e.type === "quip" && e.data.id === posted.id);
  });
});
