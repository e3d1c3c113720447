import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { REDIS_URL, requireRedis } from "./support/redis";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * The shared cache of feed pages (decision 0128), in process memory and in Redis: writes show
 * at once, the clock ends an entry to the second, and what a member reads is what they read
 * without the cache, byte for byte.
 */
const START = new Date("2025-09-17T16:00:00Z");
const HOUR = 3_600_000;

describe.each([{ backend: "memory" }, { backend: "redis" }])(
  "the shared cache in $backend",
  ({ backend }) => {
    const prefix = `quip:test:${randomBytes(6).toString("hex")}:`;
    let t: TestApp;
    let hits = 0;
    let author: Member;
    let reader: Member;

    beforeAll(async () => {
      if (backend === "redis") await requireRedis();
      t = await createTestApp({
        sharedCache: {
          seconds: 5,
          ...(backend === "redis" ? { redisUrl: REDIS_URL, prefix } : {}),
        },
      });
      const cache = t.ctx.sharedCache;
      if (!cache) throw new Error("the test app has no shared cache");
      const read = cache.read.bind(cache);
      cache.read = async (key, now) => {
        const answer = await read(key, now);
        if (answer.hit) hits += 1;
        return answer;
      };
      t.clock.set(START);
      [author, reader] = await Promise.all([registerMember(t), registerMember(t)]);
    });

    afterAll(async () => {
      try {
        await t?.close();
      } finally {
        if (backend === "redis") await forgetKeys(prefix);
      }
    });

    /** A feed page's body, and whether the cache answered it. */
    async function feed(viewer: Member | undefined, query: string) {
      const before = hits;
      const response = await as(t, viewer).get(`/api/quips?${query}`);
      expect(response.statusCode, query).toBe(200);
      return {
        body: response.body,
        type: response.headers["content-type"],
        quips: response.json() as Quip[],
        hit: hits > before,
      };
    }

    // Some seven hundred requests: a limit of its own, or one cut short goes on running beside
    // the next tests and switches their cache off under them.
    it("gives members, whatever they mute, like or wrote, the page they get without it", {
      timeout: scaled(60_000),
    }, async () => {
      t.clock.set(new Date(START.getTime() - 72 * HOUR));
      const oldQuip = await postQuip(t, author, "an old one, revealed by now");
      await postQuip(t, reader, "the reader's old one");
      t.clock.set(START);
      const today = await createTopic(t, "2025-09-17", "Morning coffee");
      await createTopic(t, "2025-09-16", "Evening tea");
      const young = await postQuip(t, author, "a young one about coffee", {
        topicOfTheDay: true,
        topicText: today.topic,
      });
      const draft = (await as(t, reader).post("/api/vault", { content: "from the vault" })).json();
      const fromDraft = await postQuip(t, reader, "from the vault", { vaultQuipId: draft.id });
      await postQuip(t, reader, "a spoon of sugar, no more");
      const [wordy, muter, blocker, admin, hidden] = (await Promise.all(
        Array.from({ length: 5 }, () => registerMember(t)),
      )) as [Member, Member, Member, Member, Member];
      await setAdmin(t.ctx, admin.id, true);
      await as(t, reader).post(`/api/quips/${young.id}/like`);
      await as(t, reader).post(`/api/quips/${oldQuip.id}/bookmark`);
      await as(t, reader).post(`/api/quips/${oldQuip.id}/flag`, { category: "Other" });
      await as(t, wordy).put("/api/users/me/muted-words", { words: ["sugar"] });
      await as(t, muter).post(`/api/quips/${young.id}/hide-author`);
      await as(t, blocker).post(`/api/users/${reader.id}/block`);
      const reported = await postQuip(t, hidden, "reported until it is hidden");
      for (let i = 0; i < LIMITS.autoHideReportsDefault; i++) {
        const reporter = await registerMember(t);
        await as(t, reporter).post(`/api/quips/${reported.id}/flag`, { category: "Other" });
      }
      expect(fromDraft.id).toBeTruthy();

      const queries = [...FEED_FILTERS, "all"].flatMap((filter) => [
        `filter=${filter}`,
        `filter=${filter}&limit=2&page=2`,
        `filter=${filter}&authorId=${author.id}`,
        `filter=${filter}&authorId=${reader.id}&sortBy=likes`,
      ]);
      const viewers = [undefined, reader, author, wordy, muter, blocker, admin, hidden];
      let served = 0;
      const different: string[] = [];
      for (const viewer of viewers) {
        for (const query of queries) {
          // Filled by this request or an earlier one, then served from the cache.
          await feed(viewer, query);
          const cached = await feed(viewer, query);
          if (cached.hit) served += 1;
          const cache = t.ctx.sharedCache;
          t.ctx.sharedCache = null;
          const uncached = await feed(viewer, query);
          t.ctx.sharedCache = cache;
          if (cached.body !== uncached.body || cached.type !== uncached.type) {
            different.push(`${viewer?.username ?? "visitor"} ${query}`);
          }
        }
      }
      expect(different).toEqual([]);
      // Visitors and the members whose page is a visitor's read most pages from the cache.
      expect(served).toBeGreaterThan(queries.length * 3);
      const own = (await feed(reader, "filter=new")).quips.find((q) => q.id === fromDraft.id);
      expect(own).toMatchObject({ isOwn: true, vaultQuipId: draft.id, author: null });
      const liked = (await feed(reader, "filter=top48")).quips.find((q) => q.id === young.id);
      expect(liked).toMatchObject({ isLiked: true, likesCount: 1, author: null });
    });

    it("shows a member's like in their own counts at once", async () => {
      t.clock.set(new Date(START.getTime() + 24 * HOUR));
      const quip = await postQuip(t, author, "liked while the page is kept");
      await feed(reader, "filter=new");
      await as(t, reader).post(`/api/quips/${quip.id}/like`);
      const page = await feed(reader, "filter=new");
      expect(page.hit).toBe(true);
      expect(page.quips.find((q) => q.id === quip.id)).toMatchObject({
        isLiked: true,
        likesCount: 1,
      });
    });

    it("shows a new, edited or deleted quip on a visitor's feed at once", async () => {
      t.clock.set(new Date(START.getTime() + 5 * 24 * HOUR));
      await feed(undefined, "filter=new");
      expect((await feed(undefined, "filter=new")).hit).toBe(true);
      const quip = await postQuip(t, author, "posted while the page is kept");
      expect((await feed(undefined, "filter=new")).quips[0]?.id).toBe(quip.id);
      expect((await feed(undefined, "filter=new")).hit).toBe(true);
      await as(t, author).patch(`/api/quips/${quip.id}`, { content: "reworded at once" });
      expect((await feed(undefined, "filter=new")).quips[0]?.content).toBe("reworded at once");
      await as(t, author).delete(`/api/quips/${quip.id}`);
      const after = await feed(undefined, "filter=new");
      expect(after.quips.map((q) => q.id)).not.toContain(quip.id);
    });

    it("serves no page kept a second before a reveal after it", async () => {
      const posted = new Date(START.getTime() + 10 * 24 * HOUR);
      t.clock.set(posted);
      const quip = await postQuip(t, author, "revealed to the second");
      const reveal = posted.getTime() + LIMITS.anonymityMs;
      const feeds = [
        "filter=new",
        "filter=top48",
        "filter=post48",
        `filter=all&authorId=${author.id}`,
      ];
      t.clock.set(new Date(reveal - 1_000));
      for (const query of feeds) await feed(undefined, query);
      t.clock.set(new Date(reveal - 1));
      const before = new Map<string, Quip | undefined>();
      for (const query of feeds) {
        const page = await feed(undefined, query);
        expect(page.hit, query).toBe(true);
        before.set(
          query,
          page.quips.find((q) => q.id === quip.id),
        );
      }
      expect(before.get("filter=new")).toMatchObject({ isAnonymous: true, author: null });
      expect(before.get("filter=top48")).toBeDefined();
      expect(before.get("filter=post48")).toBeUndefined();
      expect(before.get(`filter=all&authorId=${author.id}`)).toBeUndefined();

      t.clock.set(new Date(reveal));
      // The ranking job takes the quip into Recently Revealed; it invalidates nothing itself.
      await rankFeeds(t.ctx);
      const find = async (query: string) =>
        (await feed(undefined, query)).quips.find((q) => q.id === quip.id);
      expect(await find("filter=new")).toMatchObject({
        isAnonymous: false,
        author: { id: author.id, username: author.username },
      });
      expect(await find("filter=top48")).toBeUndefined();
      expect(await find("filter=post48")).toMatchObject({ author: { id: author.id } });
      expect(await find(`filter=all&authorId=${author.id}`)).toMatchObject({
        author: { id: author.id },
      });
    });

    it("serves no later page of Top 48 Hours after a quip above it has left", async () => {
      const posted = new Date(START.getTime() + 20 * 24 * HOUR);
      t.clock.set(posted);
      const first = await postQuip(t, author, "older, and liked");
      t.clock.set(new Date(posted.getTime() + HOUR));
      const second = await postQuip(t, reader, "younger");
      await as(t, reader).post(`/api/quips/${first.id}/like`);
      const leaves = posted.getTime() + LIMITS.anonymityMs;
      t.clock.set(new Date(leaves - 1_000));
      const ids = async (page: number) =>
        (await feed(undefined, `filter=top48&limit=1&page=${page}`)).quips.map((q) => q.id);
      expect(await ids(1)).toEqual([first.id]);
      expect(await ids(2)).toEqual([second.id]);
      t.clock.set(new Date(leaves));
      expect(await ids(2)).toEqual([]);
    });

    it("ends an entry by the app's clock alone, however long the wall's takes", async () => {
      const posted = new Date(START.getTime() + 23 * 24 * HOUR);
      t.clock.set(posted);
      await postQuip(t, author, "revealed ten milliseconds after its page is kept");
      const reveal = posted.getTime() + LIMITS.anonymityMs;
      t.clock.set(new Date(reveal - 10));
      await feed(undefined, "filter=new");
      // More than the ten milliseconds left, on the wall's clock: the app's stood still.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await feed(undefined, "filter=new")).hit).toBe(true);
      t.clock.set(new Date(reveal));
      expect((await feed(undefined, "filter=new")).hit).toBe(false);
    });

    it("keeps an entry for its life by the app's clock, and not a millisecond more", async () => {
      t.clock.set(new Date(START.getTime() + 26 * 24 * HOUR));
      await feed(undefined, "filter=new");
      t.clock.advance(4_999);
      expect((await feed(undefined, "filter=new")).hit).toBe(true);
      t.clock.advance(1);
      expect((await feed(undefined, "filter=new")).hit).toBe(false);
    });
  },
);

/** The keys one run left in Redis, whether its tests passed or not. */
async function forgetKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

interface Quip {
  id: string;
  content: string;
  isAnonymous: boolean;
  author: { id: string; username: string } | null;
}
