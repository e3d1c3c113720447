import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows, quips } from "#server/db/schema/index.ts";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z"); // Wednesday, noon in New York

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
/** Quips by label, posted at the given age with the given likes. */
const ids: Record<string, string> = {};

async function quipAt(
  label: string,
  author: Member,
  ageHours: number,
  likes: number,
  topicId?: string,
) {
  t.clock.set(new Date(NOW.getTime() - ageHours * HOUR));
  const quip = await postQuip(t, author, `quip ${label}`);
  await t.ctx.db
    .update(quips)
    .set({
      likesCount: likes,
      ...(topicId ? { topicIdentifier: topicId, topicOfTheDay: true } : {}),
    })
    .where(eq(quips.id, quip.id));
  ids[label] = quip.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  const today = await createTopic(t, "2025-09-17", "Morning coffee");
  const yesterday = await createTopic(t, "2025-09-16", "Doing laundry");
  await quipAt("fresh", alice, 1, 2);
  await quipAt("freshPopular", bob, 5, 12);
  await quipAt("day", carol, 30, 4, today.topicIdentifier);
  await quipAt("justRevealed", alice, 50, 7, yesterday.topicIdentifier);
  await quipAt("revealedBob", bob, 60, 3);
  await quipAt("old", carol, 24 * 6, 20);
  await quipAt("ancient", alice, 24 * 30, 50);
  t.clock.set(NOW);
  // The minute job moves quips into the time-windowed feeds as they age.
  await rankFeeds(t.ctx);
  await t.ctx.db.insert(follows).values({ followerId: carol.id, followingId: bob.id });
});
afterAll(async () => {
  await t?.close();
});

async function feed(filter: string, member?: Member, extra = "") {
  const response = await as(t, member).get(`/api/quips?filter=${filter}&limit=50${extra}`);
  expect(response.statusCode).toBe(200);
  const labels = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (response.json() as Array<{ id: string }>).map((q) => labels[q.id]);
}

describe("feeds", () => {
  it("top48: the last 48 hours, most liked first", async () => {
    expect(await feed("top48")).toEqual(["freshPopular", "day", "fresh"]);
  });

  it("new: newest first, anonymous ones included", async () => {
    expect(await feed("new")).toEqual([
      "fresh",
      "freshPopular",
      "day",
      "justRevealed",
      "revealedBob",
      "old",
      "ancient",
    ]);
  });

  it("post48: revealed within the last 48 hours, most liked first", async () => {
    expect(await feed("post48")).toEqual(["justRevealed", "revealedBob"]);
  });

  it("hot: the last week by likes over age", async () => {
    const hot = await feed("hot");
    expect(hot).not.toContain("ancient");
    expect(hot[0]).toBe("freshPopular");
    expect(hot).toHaveLength(6);
  });

  it("topAllTime: most liked first", async () => {
    expect((await feed("topAllTime")).slice(0, 3)).toEqual(["ancient", "old", "freshPopular"]);
  });

  it("today's and yesterday's topics", async () => {
    expect(await feed("topicOfTheDay")).toEqual(["day"]);
    expect(await feed("yesterdaysTopic")).toEqual(["justRevealed"]);
  });

  it("following shows only revealed quips of followed authors; visitors get nothing", async () => {
    expect(await feed("following", carol)).toEqual(["revealedBob"]);
    expect(await feed("post48Following", carol)).toEqual(["revealedBob"]);
    expect(await feed("following")).toEqual([]);
    expect(await feed("post48Following")).toEqual([]);
    expect(await feed("liked")).toEqual([]);
  });

  it("liked: what the viewer liked, most recently liked first", async () => {
    await as(t, bob).post(`/api/quips/${ids.old}/like`);
    t.clock.advance(1000);
    await as(t, bob).post(`/api/quips/${ids.fresh}/like`);
    expect(await feed("liked", bob)).toEqual(["fresh", "old"]);
    t.clock.set(NOW);
  });

  it("a profile lists only revealed quips to others, everything to its owner", async () => {
    expect(await feed("all", carol, `&authorId=${alice.id}&sortBy=new`)).toEqual([
      "justRevealed",
      "ancient",
    ]);
    expect(await feed("all", alice, `&authorId=${alice.id}&sortBy=new`)).toEqual([
      "fresh",
      "justRevealed",
      "ancient",
    ]);
    expect(await feed("all", alice, `&authorId=${alice.id}&sortBy=likes`)).toEqual([
      "ancient",
      "justRevealed",
      "fresh",
    ]);
  });

  it("pages never repeat or skip a quip, even with ties", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const response = await as(t, alice).get(`/api/quips?filter=topAllTime&page=${page}&limit=2`);
      seen.push(...response.json().map((q: { id: string }) => q.id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it("refuses bad paging with a 400", async () => {
    for (const query of ["filter=nope", "limit=51", "limit=0", "page=0", "page=-1", "limit=abc"]) {
      expect((await as(t, alice).get(`/api/quips?${query}`)).statusCode).toBe(400);
    }
  });

  it("a like moves a quip up the time-windowed feeds; it moves on to Recently Revealed at 48 hours", async () => {
    t.clock.set(NOW);
    const rising = await postQuip(t, carol, "quip rising");
    ids.rising = rising.id;
    expect(await feed("top48")).toEqual(["freshPopular", "day", "fresh", "rising"]);
    for (const member of [alice, bob, carol]) {
      await as(t, member).post(`/api/quips/${rising.id}/like`);
    }
    expect(await feed("top48")).toEqual(["freshPopular", "day", "rising", "fresh"]);
    await rankFeeds(t.ctx);
    expect((await feed("hot"))[0]).toBe("rising");

    t.clock.set(new Date(NOW.getTime() + 49 * HOUR));
    expect(await feed("post48")).not.toContain("rising");
    await rankFeeds(t.ctx);
    expect(await feed("top48")).toEqual([]);
    expect(await feed("post48")).toEqual(["freshPopular", "day", "rising", "fresh"]);

    await as(t, carol).delete(`/api/quips/${rising.id}`);
    expect(await feed("post48")).toEqual(["freshPopular", "day", "fresh"]);
    t.clock.set(NOW);
    await rankFeeds(t.ctx);
  });
});
