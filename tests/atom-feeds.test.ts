import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { hiddenQuips, quips } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { FEED_ENTRIES } from "#server/services/atom-feeds/atom-feeds.service.ts";
import { writeBuiltClient } from "./support/built-client";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import {
  childrenNamed,
  onlyChild,
  parseXml,
  textOf,
  type XmlElementNode,
} from "./support/strict-xml";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const ATOM = "http://www.w3.org/2005/Atom";
const SITE = "http://localhost:3000";
/** A quip that tries every character a careless writer would let break the document. */
const AWKWARD = `<b>Tom & "Jerry"</b> isn't ]]> &amp; a\ttab,\na second line 😀`;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let admin: Member;
let awkwardId: string;
let bobsId: string;
const LAUNDRY = "doing-laundry-2025-09-15";
const COFFEE = "morning-coffee-2025-09-17";

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  const laundry = await createTopic(t, "2025-09-15", "Doing laundry");
  t.clock.set(new Date(laundry.scheduledFor.getTime() + HOUR));
  awkwardId = (
    await postQuip(t, alice, AWKWARD, { topicOfTheDay: true, topicText: "Doing laundry" })
  ).id;
  t.clock.advance(HOUR);
  bobsId = (await postQuip(t, bob, "Socks go in pairs and come out single.")).id;
  await as(t, carol).post(`/api/quips/${bobsId}/like`);
  // Two days on: both are revealed; today's topic is open.
  await createTopic(t, "2025-09-17", "Morning coffee");
  t.clock.advance(48 * HOUR);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, member?: Member, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { ...headers, ...(member ? { cookie: member.cookie } : {}) },
  });

const FEEDS = () => [
  "/feeds/top.atom",
  `/feeds/members/${alice.id}.atom`,
  `/feeds/members/${bob.id}.atom`,
  `/feeds/topics/${LAUNDRY}.atom`,
  `/feeds/topics/${COFFEE}.atom`,
];

async function feed(url: string): Promise<XmlElementNode> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  const root = parseXml(response.body);
  expect(root.name).toBe("feed");
  expect(root.namespace).toBe(ATOM);
  return root;
}

const entries = (root: XmlElementNode) => childrenNamed(root, "entry");
const entryIds = (root: XmlElementNode) => entries(root).map((e) => textOf(onlyChild(e, "id")));
const link = (node: XmlElementNode, rel: string) =>
  childrenNamed(node, "link").find((l) => (l.attributes.rel ?? "alternate") === rel);

describe("the strict XML reader the tests rely on", () => {
  it("refuses what is not well formed", () => {
    for (const bad of [
      "<a>Tom & Jerry</a>",
      "<a>&nbsp;</a>",
      "<a><b></a></b>",
      '<a x="1" x="2"/>',
      "<a>1 < 2</a>",
      "<a/><b/>",
      "<p:a/>",
      "<a>\u0001</a>",
      "<a>",
    ]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    expect(textOf(parseXml("<a>&lt;&#x41;&#66;&amp;</a>"))).toBe("<AB&");
  });
});

describe("Atom feeds", () => {
  it("are valid Atom documents, with every element the specification requires", async () => {
    for (const url of FEEDS()) {
      const response = await get(url);
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const root = parseXml(response.body);
      expect(root.attributes["xml:lang"]).toBe("en");
      for (const name of ["id", "title", "updated", "author"]) {
        expect(childrenNamed(root, name), `${url} ${name}`).toHaveLength(1);
      }
      expect(textOf(onlyChild(root, "id"))).toMatch(/^tag:localhost,2025:/);
      expect(textOf(onlyChild(root, "updated"))).toMatch(RFC3339);
      expect(textOf(onlyChild(onlyChild(root, "author"), "name"))).not.toBe("");
      expect(link(root, "self")?.attributes).toMatchObject({
        href: `${SITE}${url}`,
        type: "application/atom+xml",
      });
      expect(link(root, "alternate")?.attributes.href).toMatch(new RegExp(`^${SITE}/`));
      for (const entry of entries(root)) {
        for (const name of ["id", "title", "updated", "published", "author", "content"]) {
          expect(childrenNamed(entry, name), `${url} entry ${name}`).toHaveLength(1);
        }
        expect(textOf(onlyChild(entry, "id"))).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
        expect(textOf(onlyChild(entry, "updated"))).toMatch(RFC3339);
        expect(textOf(onlyChild(onlyChild(entry, "author"), "name"))).toMatch(/^@/);
        expect(link(entry, "alternate")?.attributes.href).toMatch(
          new RegExp(`^${SITE}/quip/[0-9a-f-]{36}$`),
        );
      }
      // No two entries share an id, in any feed.
      expect(new Set(entryIds(root)).size).toBe(entries(root).length);
    }
  });

  it("carry a quip's text exactly, escaped, and name its revealed author and topic", async () => {
    const root = await feed(`/feeds/members/${alice.id}.atom`);
    const [entry] = entries(root);
    if (!entry) throw new Error("no entry");
    expect(textOf(onlyChild(entry, "id"))).toBe(`urn:uuid:${awkwardId}`);
    expect(textOf(onlyChild(entry, "content"))).toBe(AWKWARD);
    expect(onlyChild(entry, "content").attributes.type).toBe("text");
    expect(textOf(onlyChild(onlyChild(entry, "author"), "name"))).toBe(`@${alice.username}`);
    expect(textOf(onlyChild(onlyChild(entry, "author"), "uri"))).toBe(
      `${SITE}/profile/${alice.id}`,
    );
    expect(onlyChild(entry, "category").attributes).toEqual({
      term: LAUNDRY,
      label: "Doing laundry",
    });
    const [quip] = await t.ctx.db.select().from(quips).where(eq(quips.id, awkwardId));
    const createdAt = quip?.createdAt.getTime() ?? 0;
    expect(Date.parse(textOf(onlyChild(entry, "published")))).toBe(
      Math.floor(createdAt / 1000) * 1000,
    );
    // An entry is updated when it is revealed, and so is the feed with its latest entry.
    const revealed = Math.floor((createdAt + 48 * HOUR) / 1000) * 1000;
    expect(Date.parse(textOf(onlyChild(entry, "updated")))).toBe(revealed);
    expect(Date.parse(textOf(onlyChild(root, "updated")))).toBe(revealed);
    expect(textOf(onlyChild(root, "title"))).toBe(`Quips by @${alice.username}`);
    expect(link(root, "alternate")?.attributes.href).toBe(`${SITE}/profile/${alice.id}`);
  });

  it("list each feed's own quips: the most liked, a member's, a topic's", async () => {
    expect(entryIds(await feed("/feeds/top.atom"))).toEqual([
      `urn:uuid:${bobsId}`,
      `urn:uuid:${awkwardId}`,
    ]);
    expect(entryIds(await feed(`/feeds/members/${bob.id}.atom`))).toEqual([`urn:uuid:${bobsId}`]);
    expect(entryIds(await feed(`/feeds/topics/${LAUNDRY}.atom`))).toEqual([
      `urn:uuid:${awkwardId}`,
    ]);
    // A topic's bare slug is its latest day: the same feed, under its identifier.
    const bySlug = await feed("/feeds/topics/doing-laundry.atom");
    expect(entryIds(bySlug)).toEqual([`urn:uuid:${awkwardId}`]);
    expect(link(bySlug, "self")?.attributes.href).toBe(`${SITE}/feeds/topics/${LAUNDRY}.atom`);
  });

  it("stay exactly the same while an anonymous quip is posted, liked, commented and bookmarked", async () => {
    const before = await Promise.all(FEEDS().map((url) => get(url)));
    const young = await postQuip(t, alice, "Coffee first, jokes later.", {
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
    await as(t, bob).post(`/api/quips/${young.id}/like`);
    await as(t, alice).post(`/api/quips/${young.id}/like`);
    await as(t, carol).post(`/api/quips/${young.id}/comments`, { content: "who wrote this?" });
    await as(t, alice).post(`/api/quips/${young.id}/comments`, { content: "not telling" });
    await as(t, carol).post(`/api/quips/${young.id}/bookmark`);
    // Liked to the top of Top All Time, where a revealed quip would lead it.
    await t.ctx.db.update(quips).set({ likesCount: 10_000 }).where(eq(quips.id, young.id));
    t.clock.advance(HOUR);
    for (const [i, url] of FEEDS().entries()) {
      for (const viewer of [undefined, alice, bob, admin]) {
        const after = await get(url, viewer);
        expect(after.body, `${url} as ${viewer?.username ?? "visitor"}`).toBe(before[i]?.body);
        expect(after.headers.etag).toBe(before[i]?.headers.etag);
      }
    }

    // Revealed, it joins its author's feed, its topic's and the top, and moves their `updated`.
    t.clock.advance(47 * HOUR);
    const revealedAt = Math.floor((Date.parse(young.createdAt) + 48 * HOUR) / 1000) * 1000;
    for (const url of [
      "/feeds/top.atom",
      `/feeds/members/${alice.id}.atom`,
      `/feeds/topics/${COFFEE}.atom`,
    ]) {
      const root = await feed(url);
      expect(entryIds(root)[0], url).toBe(`urn:uuid:${young.id}`);
      expect(Date.parse(textOf(onlyChild(root, "updated"))), url).toBe(revealedAt);
    }
    expect(entryIds(await feed(`/feeds/members/${bob.id}.atom`))).not.toContain(
      `urn:uuid:${young.id}`,
    );
  });

  it("leave out a quip hidden pending review, for everyone alike", async () => {
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId: bobsId, authorId: bob.id, hiddenAt: t.clock.now() });
    for (const viewer of [undefined, bob, admin]) {
      const response = await get(`/feeds/members/${bob.id}.atom`, viewer);
      expect(entryIds(parseXml(response.body))).toEqual([]);
      expect(response.body).not.toContain(bobsId);
    }
    expect(entryIds(await feed("/feeds/top.atom"))).not.toContain(`urn:uuid:${bobsId}`);
    await t.ctx.db.delete(hiddenQuips).where(eq(hiddenQuips.quipId, bobsId));
  });

  it("keep a feed without entries at a fixed `updated`", async () => {
    const newcomer = await registerMember(t);
    const first = await feed(`/feeds/members/${newcomer.id}.atom`);
    expect(entries(first)).toEqual([]);
    const young = await postQuip(t, newcomer, "My very first quip.");
    t.clock.advance(HOUR);
    const again = await get(`/feeds/members/${newcomer.id}.atom`);
    expect(textOf(onlyChild(parseXml(again.body), "updated"))).toBe(
      textOf(onlyChild(first, "updated")),
    );
    expect(again.body).not.toContain(young.id);
  });

  it("hold a bounded number of entries, the newest first", async () => {
    const prolific = await registerMember(t);
    const posted: string[] = [];
    for (let i = 0; i < FEED_ENTRIES + 3; i++) {
      posted.push((await postQuip(t, prolific, `Quip number ${i}`)).id);
      t.clock.advance(60_000);
    }
    t.clock.advance(48 * HOUR);
    const ids = entryIds(await feed(`/feeds/members/${prolific.id}.atom`));
    expect(ids).toHaveLength(FEED_ENTRIES);
    expect(ids).toEqual(
      posted
        .reverse()
        .slice(0, FEED_ENTRIES)
        .map((id) => `urn:uuid:${id}`),
    );
    expect(entries(await feed("/feeds/top.atom")).length).toBeLessThanOrEqual(FEED_ENTRIES);
  });

  it("may be kept by caches, and answer 304 to a reader holding the same document", async () => {
    const first = await get("/feeds/top.atom");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get("/feeds/top.atom", undefined, {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answer 404 for a member or topic that does not exist, and 400 for a malformed id", async () => {
    expect((await get("/feeds/members/00000000-0000-4000-8000-000000000000.atom")).statusCode).toBe(
      404,
    );
    expect((await get("/feeds/topics/no-such-topic.atom")).statusCode).toBe(404);
    expect((await get("/feeds/members/not-a-uuid.atom")).statusCode).toBe(400);
  });
});

describe("pages that follow a feed", () => {
  it("point at it from their head: home, a profile and a topic page", async () => {
    const client = writeBuiltClient({
      "index.html":
        '<!doctype html><html><head><title>Quip</title></head><body><div id="root"></div></body></html>',
    });
    let pages: FastifyInstance | undefined;
    try {
      pages = await buildApp(t.ctx, { clientDir: client.dir });
      const feedLinks = async (url: string, member?: Member) => {
        const response = await (pages as FastifyInstance).inject({
          method: "GET",
          url,
          headers: member ? { cookie: member.cookie } : {},
        });
        const head = response.body.slice(0, response.body.indexOf("</head>"));
        return [...head.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map(
          (m) => m[0],
        );
      };
      const tag = (title: string, href: string) =>
        `<link rel="alternate" type="application/atom+xml" title="${title}" href="${href}" />`;
      expect(await feedLinks("/")).toEqual([tag("Quip: Top All Time", "/feeds/top.atom")]);
      expect(await feedLinks("/?filter=new")).toEqual([
        tag("Quip: Top All Time", "/feeds/top.atom"),
      ]);
      const aliceFeed = tag(`Quips by @${alice.username}`, `/feeds/members/${alice.id}.atom`);
      expect(await feedLinks(`/profile/${alice.id}`)).toEqual([aliceFeed]);
      expect(await feedLinks(`/profile/${alice.id}?tab=stats`, bob)).toEqual([aliceFeed]);
      expect(await feedLinks("/profile", alice)).toEqual([aliceFeed]);
      const laundryFeed = tag("Quips on “Doing laundry”", `/feeds/topics/${LAUNDRY}.atom`);
      expect(await feedLinks(`/topics/${LAUNDRY}`)).toEqual([laundryFeed]);
      expect(await feedLinks("/topics/doing-laundry")).toEqual([laundryFeed]);
      for (const none of [
        `/quip/${awkwardId}`,
        "/topics",
        "/topics/no-such-topic",
        "/profile/00000000-0000-4000-8000-000000000000",
        "/profile",
        "/search",
      ]) {
        expect(await feedLinks(none), none).toEqual([]);
      }
    } finally {
      await pages?.close();
      client.remove();
    }
  });
});
