import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, competitionResults } from "#server/db/schema/index.ts";
import { revealQuipsJob } from "#server/jobs/reveal-quips.job.ts";
import { quipsFile } from "#server/services/account-data/own-data-in-export.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { existingMember, type Member } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Blind scoring (decision 0162): from a topic's competition opening until its results are
 * published, no answer carries the likes of its entries, to anyone, and the topic's own lists
 * come in an order shuffled per viewer and day; lists ordered by likes rank an entry as if it
 * had none. Closing changes none of it. The counts and the order by likes come back, for
 * everyone at once, with the results, when the last entry is revealed.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOPIC = "Morning coffee";
const DAY = "2025-09-16";

let t: TestApp;
let author: Member;
let second: Member;
let third: Member;
let likers: Member[];
let admin: Member;
let start: Date;
let identifier: string;

interface Posted {
  id: string;
  createdAt: string;
  likes: number;
  isEntry: boolean;
}
/** Every quip posted, in posting order; the entries answer the topic, the rest do not. */
const posted: Posted[] = [];
const entries = () => posted.filter((q) => q.isEntry);
const entry = () => entries()[0] as Posted;

async function post(by: Member, content: string, likes: number, isEntry: boolean) {
  t.clock.advance(MINUTE);
  const quip = await postQuip(
    t,
    by,
    content,
    isEntry ? { topicOfTheDay: true, topicText: TOPIC } : {},
  );
  for (const liker of likers.slice(0, likes)) {
    const liked = await as(t, liker).post(`/api/quips/${quip.id}/like`);
    expect(liked.json()).toEqual(
      isEntry
        ? { isLiked: true, likesCount: null, likesHidden: true }
        : { isLiked: true, likesCount: expect.any(Number), likesHidden: false },
    );
  }
  posted.push({ ...quip, likes, isEntry });
}

beforeAll(async () => {
  t = await createTestApp({ sharedCache: { seconds: 5 } });
  const members = await Promise.all(Array.from({ length: 10 }, () => existingMember(t)));
  [author, second, third, admin] = members as [Member, Member, Member, Member];
  likers = members.slice(4);
  await setAdmin(t.ctx, admin.id, true);
  const topic = await createTopic(t, DAY, TOPIC);
  start = topic.scheduledFor;
  identifier = topic.topicIdentifier;
  t.clock.set(new Date(start.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  // The first entry is the author's, with the most likes of all; an outsider's quip with
  // fewer sits above it in Top 48 Hours while it competes.
  const likes = [6, 0, 3, 1, 5, 2, 0, 4, 1];
  const writers = [author, author, author, second, second, second, third, third, third];
  for (const [i, by] of writers.entries()) {
    await post(by, `espresso take ${i}`, likes[i] as number, true);
  }
  await post(third, "espresso, but not on the topic", 2, false);
  await post(second, "a plain quip", 1, false);
  await post(third, "another plain quip", 0, false);
  t.clock.advance(HOUR);
  await rankFeeds(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

/** What every occurrence of the quip in an answer says of its likes. */
function likesIn(body: unknown, quipId: string) {
  const found: Array<{ likesCount: unknown; likesHidden: unknown }> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === "object") {
      const o = value as Record<string, unknown>;
      if ((o.id === quipId || o.quipId === quipId) && "likesCount" in o) {
        found.push({ likesCount: o.likesCount, likesHidden: o.likesHidden });
      }
      for (const inner of Object.values(o)) walk(inner);
    }
  };
  walk(body);
  return found;
}

const viewers = () =>
  [
    ["visitor", undefined],
    ["liker", likers[0]],
    ["author", author],
    ["administrator", admin],
  ] as const;

/**
 * Every answer that lists the entry for every viewer. The topic feeds list it while its topic
 * is open: its competition closes as the topic stops being yesterday's. Top 48 Hours lists it
 * until it is two days old, before its results are published.
 */
function answersWithEntry(id: string, isOpen: boolean, isPublished = false) {
  return [
    `/api/quips/${id}`,
    `/api/quips/${id}/thread`,
    ...(isPublished ? [] : ["/api/quips?filter=top48&limit=50"]),
    "/api/quips?filter=new&limit=50",
    "/api/quips?filter=hot&limit=50",
    "/api/quips?filter=topAllTime&limit=50",
    ...(isOpen ? ["/api/quips?filter=topicOfTheDay&limit=50"] : []),
    "/api/search/quips?q=espresso",
    `/api/topics/identifier/${identifier}/quips`,
    `/api/topics/identifier/${identifier}/quips?filter=new`,
  ];
}

async function everyAnswer(
  id: string,
  isOpen: boolean,
  check: (found: ReturnType<typeof likesIn>) => void,
  isPublished = false,
) {
  for (const [who, viewer] of viewers()) {
    for (const url of answersWithEntry(id, isOpen, isPublished)) {
      const response = await as(t, viewer).get(url);
      expect(response.statusCode, `${who} ${url}`).toBe(200);
      const found = likesIn(response.json(), id);
      expect(found.length, `${who} ${url}`).toBeGreaterThan(0);
      check(found);
    }
  }
  // The author's own lists, and the liker's.
  for (const [viewer, url] of [
    [author, `/api/quips?filter=all&authorId=${author.id}&sortBy=likes`],
    [author, `/api/quips?filter=all&authorId=${author.id}&sortBy=new`],
    [likers[0] as Member, "/api/quips?filter=liked"],
  ] as const) {
    const found = likesIn((await as(t, viewer).get(url)).json(), id);
    expect(found.length, url).toBeGreaterThan(0);
    check(found);
  }
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The order a viewer's shuffle of the day gives the entries. */
function shuffledFor(viewer: Member | undefined, at: Date): string[] {
  const seed = `${viewer?.id ?? "visitor"}:${easternDate(at)}`;
  return entries()
    .map((q) => q.id)
    .sort((a, b) => (md5(seed + a) < md5(seed + b) ? 1 : -1));
}

async function pages(viewer: Member | undefined, filter: string, size: number) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await as(t, viewer).get(
      `/api/quips?filter=${filter}&page=${page}&limit=${size}`,
    );
    const quips = response.json() as Array<{ id: string }>;
    ids.push(...quips.map((q) => q.id));
    if (quips.length < size) return ids;
  }
}

/** By the likes shown, then newest: how Top 48 Hours and every list by likes orders. */
function byLikes(quips: Posted[], entriesCount: boolean): string[] {
  const likes = (q: Posted) => (q.isEntry && !entriesCount ? 0 : q.likes);
  return [...quips]
    .sort((a, b) => likes(b) - likes(a) || b.createdAt.localeCompare(a.createdAt))
    .map((q) => q.id);
}

describe("while the topic competes", () => {
  it("gives no answer a count of a competing entry, to anyone", async () => {
    await everyAnswer(entry().id, true, (found) => {
      for (const likes of found) expect(likes).toEqual({ likesCount: null, likesHidden: true });
    });
    // A quip that does not answer the topic keeps its count everywhere.
    const plain = posted.find((q) => !q.isEntry && q.likes === 2) as Posted;
    expect(
      likesIn((await as(t, undefined).get(`/api/quips/${plain.id}`)).json(), plain.id),
    ).toEqual([{ likesCount: 2, likesHidden: false }]);
  });

  it("answers a like without a count, and names no liker, to anyone", async () => {
    const { id } = entry();
    const liked = await as(t, admin).post(`/api/quips/${id}/like`);
    expect(liked.json()).toEqual({ isLiked: true, likesCount: null, likesHidden: true });
    const unliked = await as(t, admin).post(`/api/quips/${id}/like`);
    expect(unliked.json()).toEqual({ isLiked: false, likesCount: null, likesHidden: true });
    for (const [who, viewer] of viewers()) {
      const likers = await as(t, viewer).get(`/api/quips/${id}/likes`);
      expect(likers.json(), who).toEqual([]);
    }
  });

  it("ranks an entry as if it had no likes in Top 48 Hours, Hot and Top All Time", async () => {
    const expected = byLikes(posted, false);
    for (const viewer of [undefined, author, likers[1]]) {
      expect(await pages(viewer, "top48", 4)).toEqual(expected);
      expect(await pages(viewer, "topAllTime", 50)).toEqual(expected);
    }
    const hot = (await pages(undefined, "hot", 50)).filter((id) =>
      entries().some((q) => q.id === id),
    );
    expect(hot).toEqual(byLikes(entries(), false));
    // The author's own quips by likes: the entries as if they had none, so nothing moves.
    const own = await as(t, author).get(`/api/quips?filter=all&authorId=${author.id}&sortBy=likes`);
    expect(own.json().map((q: { id: string }) => q.id)).toEqual(
      byLikes(
        entries().filter((_, i) => i < 3),
        false,
      ),
    );
  });

  it("shuffles the topic's lists per viewer and day, the same on every page", async () => {
    const now = t.clock.now();
    const orders = new Map<string, string[]>();
    for (const [who, viewer] of [
      ["visitor", undefined],
      ["author", author],
      ["liker", likers[0]],
      ["other liker", likers[1]],
    ] as const) {
      const expected = shuffledFor(viewer, now);
      expect(await pages(viewer, "topicOfTheDay", 2), who).toEqual(expected);
      expect(await pages(viewer, "topicOfTheDay", 4), who).toEqual(expected);
      const page = await as(t, viewer).get(`/api/topics/identifier/${identifier}/quips`);
      expect(
        page.json().map((q: { id: string }) => q.id),
        who,
      ).toEqual(expected);
      orders.set(who, expected);
    }
    expect(new Set([...orders.values()].map((ids) => ids.join())).size).toBe(orders.size);
    expect(orders.get("visitor")).not.toEqual(byLikes(entries(), true));
    // Newest first is no order by likes: the topic page keeps it.
    const newest = await as(t, author).get(`/api/topics/identifier/${identifier}/quips?filter=new`);
    expect(newest.json().map((q: { id: string }) => q.id)).toEqual(
      [...entries()].reverse().map((q) => q.id),
    );
  });

  it("shuffles yesterday's topic afresh on the next day", async () => {
    const before = t.clock.now();
    t.clock.set(new Date(start.getTime() + 25 * HOUR));
    try {
      const expected = shuffledFor(likers[0], t.clock.now());
      expect(expected).not.toEqual(shuffledFor(likers[0], before));
      expect(await pages(likers[0], "yesterdaysTopic", 3)).toEqual(expected);
      expect(await pages(undefined, "yesterdaysTopic", 3)).toEqual(
        shuffledFor(undefined, t.clock.now()),
      );
    } finally {
      t.clock.set(before);
    }
  });

  it("leaves a competing entry's likes out of its author's totals and notices", async () => {
    const profile = await as(t, author).get(`/api/users/${author.id}`);
    expect(profile.json()).toMatchObject({ totalLikes: 0 });
    const notices = await t.ctx.db
      .select({ type: activities.type })
      .from(activities)
      .where(eq(activities.userId, author.id));
    expect(notices).toEqual([]);
    const file = await quipsFile(t.ctx, {
      id: author.id,
      username: author.username,
      isAdmin: false,
    } as never);
    expect(file.find((q) => q.id === entry().id)).toMatchObject({
      likesCount: null,
      likesHidden: true,
    });
  });
});

describe("once the competition closes", () => {
  it("still shows no count to anyone, its entrants told their results alone", async () => {
    t.clock.set(new Date(start.getTime() + 48 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual([identifier]);
    await everyAnswer(entry().id, false, (found) => {
      for (const likes of found) expect(likes).toEqual({ likesCount: null, likesHidden: true });
    });
    const page = await as(t, likers[0]).get(`/api/topics/identifier/${identifier}/quips`);
    expect(page.json().map((q: { id: string }) => q.id)).toEqual(
      shuffledFor(likers[0], t.clock.now()),
    );
  });
});

describe("once its results are published", () => {
  it("shows the counts to everyone, in every answer, a page kept for visitors too", async () => {
    t.clock.set(new Date(start.getTime() + 96 * HOUR));
    const kept = await as(t, undefined).get("/api/quips?filter=topAllTime&limit=50");
    expect(likesIn(kept.json(), entry().id)).toEqual([{ likesCount: null, likesHidden: true }]);
    expect((await closeDueCompetitions(t.ctx)).published).toEqual([identifier]);
    await everyAnswer(
      entry().id,
      false,
      (found) => {
        for (const likes of found) expect(likes).toEqual({ likesCount: 6, likesHidden: false });
      },
      true,
    );
    const liked = await as(t, admin).post(`/api/quips/${entry().id}/like`);
    expect(liked.json()).toEqual({ isLiked: true, likesCount: 7, likesHidden: false });
    await as(t, admin).post(`/api/quips/${entry().id}/like`);
  });

  it("orders every list by likes again, the topic's own too", async () => {
    await rankFeeds(t.ctx);
    expect(await pages(undefined, "topAllTime", 4)).toEqual(byLikes(posted, true));
    expect(await pages(likers[0], "topAllTime", 50)).toEqual(byLikes(posted, true));
    const page = await as(t, likers[0]).get(`/api/topics/identifier/${identifier}/quips`);
    expect(page.json().map((q: { id: string }) => q.id)).toEqual(byLikes(entries(), true));
    const profile = await as(t, author).get(`/api/users/${author.id}`);
    expect(profile.json()).toMatchObject({ totalLikes: 6 + 0 + 3 });
  });

  it("computes the results from the likes as they were, unchanged", async () => {
    const results = await t.ctx.db
      .select({ quipId: competitionResults.quipId, likes: competitionResults.likesCount })
      .from(competitionResults);
    expect(new Map(results.map((r) => [r.quipId, r.likes]))).toEqual(
      new Map(entries().map((q) => [q.id, q.likes])),
    );
  });
});

describe("an entry revealed before its results", () => {
  it("is revealed without a count, and shows none until the results", async () => {
    const topic = await createTopic(t, "2025-09-18", "Rainy days");
    t.clock.set(new Date(topic.scheduledFor.getTime() + MINUTE));
    await activateCurrentTopic(t.ctx, fakeGenerator());
    const quip = await postQuip(t, second, "Puddles are free trampolines.", {
      topicOfTheDay: true,
      topicText: "Rainy days",
    });
    await as(t, likers[0]).post(`/api/quips/${quip.id}/like`);
    // Its 48 hours end after the competition's window, and before the job closes it.
    t.clock.set(new Date(Date.parse(quip.createdAt) + 48 * HOUR + MINUTE));
    await revealQuipsJob.run(t.ctx);
    const notices = await t.ctx.db
      .select({ userId: activities.userId, type: activities.type, data: activities.data })
      .from(activities)
      .where(eq(activities.quipId, quip.id));
    expect(notices).toEqual(
      expect.arrayContaining([
        { userId: second.id, type: "quip_48_hours", data: {} },
        { userId: likers[0]?.id, type: "liked_quip_48_hours", data: {} },
      ]),
    );
    await rankFeeds(t.ctx);
    for (const url of [
      `/api/quips/${quip.id}`,
      "/api/quips?filter=post48&limit=50",
      `/api/quips?filter=all&authorId=${second.id}`,
    ]) {
      const found = likesIn((await as(t, undefined).get(url)).json(), quip.id);
      expect(found, url).toEqual([{ likesCount: null, likesHidden: true }]);
    }
    const atom = await as(t, undefined).get("/feeds/topics/rainy-days-2025-09-18.atom");
    expect(atom.body).toContain("Puddles are free trampolines.");
    expect(atom.body).not.toMatch(/like/i);
    const page = await as(t, undefined).get(`/quip/${quip.id}`);
    expect(page.body).not.toMatch(/"likesCount":\d/);

    const likesShown = async () =>
      likesIn((await as(t, undefined).get(`/api/quips/${quip.id}`)).json(), quip.id);
    t.clock.set(new Date(topic.scheduledFor.getTime() + 48 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual([topic.topicIdentifier]);
    expect(await likesShown()).toEqual([{ likesCount: null, likesHidden: true }]);
    t.clock.set(new Date(topic.scheduledFor.getTime() + 96 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).published).toEqual([topic.topicIdentifier]);
    expect(await likesShown()).toEqual([{ likesCount: 1, likesHidden: false }]);
  });
});
