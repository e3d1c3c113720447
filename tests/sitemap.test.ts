import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenQuips, quips } from "#server/db/schema/index.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { childrenNamed, onlyChild, parseXml, textOf } from "./support/strict-xml";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A search engine's crawl: robots.txt, the sitemap it names, every sitemap that index lists.
 * An anonymous quip is never in it, however close to its reveal; a revealed one is, unless it
 * is hidden pending review or gone.
 */
const SITE = "http://localhost:3000";
const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z");
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

let t: TestApp;
let author: Member;
const ids: Record<string, string> = {};

async function postAt(at: Date, name: string) {
  t.clock.set(at);
  ids[name] = (await postQuip(t, author, `The ${name} quip`)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await registerMember(t);
  await postAt(new Date(NOW.getTime() - 10 * 24 * HOUR), "old");
  await postAt(new Date(NOW.getTime() - 48 * HOUR), "just revealed");
  await postAt(new Date(NOW.getTime() - 48 * HOUR + 1), "a millisecond from its reveal");
  await postAt(new Date(NOW.getTime() - HOUR), "anonymous");
  await postAt(new Date(NOW.getTime() - 72 * HOUR), "hidden");
  await postAt(new Date(NOW.getTime() - 72 * HOUR), "deleted");
  await t.ctx.db
    .insert(hiddenQuips)
    .values({ quipId: ids.hidden ?? "", authorId: author.id, hiddenAt: NOW });
  await t.ctx.db.delete(quips).where(eq(quips.id, ids.deleted ?? ""));
  await createTopic(t, "2025-09-16", "Morning coffee");
  await createTopic(t, "2025-09-18", "Tomorrow's topic");
  t.clock.set(NOW);
});
afterAll(async () => {
  await t?.close();
});

/** Every document a crawler reads, from robots.txt on, and every page address it is given. */
async function crawl() {
  const documents: string[] = [];
  const robots = await as(t, undefined).get("/robots.txt");
  documents.push(robots.body);
  const index = /^Sitemap: (.+)$/m.exec(robots.body)?.[1] ?? "";
  expect(index).toBe(`${SITE}/sitemap.xml`);
  const indexAnswer = await as(t, undefined).get(index.slice(SITE.length));
  expect(indexAnswer.statusCode).toBe(200);
  expect(indexAnswer.headers["content-type"]).toBe("application/xml; charset=utf-8");
  documents.push(indexAnswer.body);
  const root = parseXml(indexAnswer.body);
  expect([root.name, root.namespace]).toEqual(["sitemapindex", SITEMAP_NS]);
  const sitemaps = childrenNamed(root, "sitemap").map((s) => textOf(onlyChild(s, "loc")));
  const pages: string[] = [];
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${SITE}/`)).toBe(true);
    const answer = await as(t, undefined).get(sitemap.slice(SITE.length));
    expect(answer.statusCode, sitemap).toBe(200);
    documents.push(answer.body);
    const urlset = parseXml(answer.body);
    expect([urlset.name, urlset.namespace]).toEqual(["urlset", SITEMAP_NS]);
    const urls = childrenNamed(urlset, "url").map((u) => textOf(onlyChild(u, "loc")));
    expect(urls.length).toBeLessThanOrEqual(50_000);
    pages.push(...urls.map((url) => url.slice(SITE.length)));
  }
  return { robots: robots.body, sitemaps, pages, documents };
}

describe("robots.txt", () => {
  it("keeps crawlers out of the API, the admin and members' own screens, and names the sitemap", async () => {
    const response = await as(t, undefined).get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/api/", "/admin", "/account", "/edit-profile", "/activity", "/profile"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Link unfurlers that obey robots.txt still draw a shared quip's card with its picture.
    expect(lines).toContain("Allow: /api/quips/*/share-image.png");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ["/quip/", "/topics"]) {
      expect(
        lines.some((line) => line.startsWith("Disallow:") && path.startsWith(line.slice(10))),
      ).toBe(false);
    }
  });
});

describe("the sitemap, read as a crawler reads it", () => {
  it("lists revealed quips, started topics and the public pages, and never an anonymous quip", async () => {
    const { pages, documents } = await crawl();
    for (const name of ["old", "just revealed"]) expect(pages).toContain(`/quip/${ids[name]}`);
    for (const name of ["a millisecond from its reveal", "anonymous", "hidden", "deleted"]) {
      for (const document of documents) expect(document).not.toContain(ids[name]);
    }
    expect(pages).toEqual(expect.arrayContaining(["/", "/topics", "/about", "/privacy", "/terms"]));
    expect(pages).toContain("/topics/morning-coffee-2025-09-16");
    expect(pages.some((page) => page.includes("tomorrow"))).toBe(false);
    expect(pages.filter((page) => /^\/(profile|account|admin|search|api)/.test(page))).toEqual([]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("lists a quip from the moment it is revealed", async () => {
    const almost = `/quip/${ids["a millisecond from its reveal"]}`;
    t.clock.set(new Date(NOW.getTime() + 1));
    expect((await crawl()).pages).toContain(almost);
    t.clock.set(new Date(NOW.getTime() + 47 * HOUR - 1));
    expect((await crawl()).pages).not.toContain(`/quip/${ids.anonymous}`);
    t.clock.set(new Date(NOW.getTime() + 47 * HOUR));
    expect((await crawl()).pages).toContain(`/quip/${ids.anonymous}`);
    t.clock.set(NOW);
  });

  it("has a sitemap for each day from the first revealed quip's to the reveal cutoff's", async () => {
    const { sitemaps } = await crawl();
    expect(sitemaps[0]).toBe(`${SITE}/sitemaps/pages.xml`);
    const days = sitemaps.slice(1).map((s) => /quips\/(.+)\.xml$/.exec(s)?.[1]);
    expect(days[0]).toBe("2025-09-07");
    expect(days.at(-1)).toBe("2025-09-15");
    expect(days).toHaveLength(9);
  });

  it("answers 404 for a day that is no day, or whose quips cannot be revealed yet", async () => {
    for (const day of ["2025-09-16", "2025-09-17", "2030-01-01", "2025-02-30", "yesterday", "1"]) {
      const response = await as(t, undefined).get(`/sitemaps/quips/${day}.xml`);
      expect(response.statusCode, day).toBe(404);
    }
    const empty = await as(t, undefined).get("/sitemaps/quips/2025-09-08.xml");
    expect(empty.statusCode).toBe(200);
    expect(childrenNamed(parseXml(empty.body), "url")).toEqual([]);
  });
});
