import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hiddenQuips, quips } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { renderShareImage, shareImageSvg } from "#server/services/share/share-image.ts";
import { postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

// The real drawing, watched: a picture already drawn must not be drawn again.
vi.mock("#server/services/share/share-image.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#server/services/share/share-image.ts")>();
  return { ...actual, renderShareImage: vi.fn(actual.renderShareImage) };
});

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let base: string;
let author: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await registerMember(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** A link unfurler: plain HTTP, no cookies, no JavaScript. */
async function unfurl(path: string) {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    html: await response.text(),
  };
}

const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
};

describe("share previews", () => {
  it("carry Open Graph and Twitter tags in the page's head, naming no author while anonymous", async () => {
    const quip = await postQuip(t, author, "Why don't skeletons fight? They don't have the guts.");
    const page = await unfurl(`/quip/${quip.id}`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    const head = page.html.slice(0, page.html.indexOf("</head>"));
    expect(meta(head, "og:title")).toBe("A quip on Quip");
    expect(meta(head, "og:description")).toBe(
      "Why don&#39;t skeletons fight? They don&#39;t have the guts.",
    );
    expect(meta(head, "og:image")).toBe(
      `http://localhost:3000/api/quips/${quip.id}/share-image.png`,
    );
    expect(meta(head, "og:url")).toBe(`http://localhost:3000/quip/${quip.id}`);
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    expect(head).toContain("<title>A quip on Quip | Quip</title>");
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain(author.username);
    expect(page.html).not.toContain(author.id);
  });

  it("name the author once the quip is revealed", async () => {
    const quip = await postQuip(t, author, "Revealed soon");
    t.clock.advance(48 * HOUR + 1000);
    const { html } = await unfurl(`/quip/${quip.id}`);
    expect(meta(html, "og:title")).toBe(`A quip by @${author.username}`);
    t.clock.advance(-(48 * HOUR + 1000));
  });

  it("cut the description at 197 characters plus an ellipsis, and escape everything", async () => {
    const long = `<script>alert("x")</script> ${"ha ".repeat(200)}`.slice(0, 480);
    const quip = await postQuip(t, author, long);
    const { html } = await unfurl(`/quip/${quip.id}`);
    const description = meta(html, "og:description") ?? "";
    expect(html).not.toContain("<script>alert");
    const decoded = description
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
    expect(decoded.endsWith("…")).toBe(true);
    expect(Array.from(decoded).length).toBeLessThanOrEqual(198);
    expect(decoded.slice(0, -1)).toBe(long.slice(0, 197).trimEnd());
  });

  it("answer the app's page with the site's own tags, as a 404, for an unknown or deleted quip", async () => {
    const deleted = await postQuip(t, author, "Here for a moment");
    expect((await unfurl(`/quip/${deleted.id}`)).status).toBe(200);
    await t.ctx.db.delete(quips).where(eq(quips.id, deleted.id));
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", deleted.id]) {
      const page = await unfurl(`/quip/${id}`);
      expect(page.status).toBe(404);
      expect(page.type).toMatch(/^text\/html/);
      expect(meta(page.html, "og:title")).toBe("Quip");
      expect(meta(page.html, "og:image")).toBeUndefined();
      expect(page.html).toContain('<div id="root"></div>');
    }
  });

  it("answer 404 for a quip hidden by reports, with no word of it", async () => {
    const reported = await postQuip(t, author, "Reported until hidden");
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId: reported.id, authorId: author.id, hiddenAt: t.clock.now() });
    const page = await unfurl(`/quip/${reported.id}`);
    expect(page.status).toBe(404);
    expect(meta(page.html, "og:title")).toBe("Quip");
    expect(page.html).not.toContain("Reported until hidden");
  });

  it("never show an anonymous author to an admin's unfurl either", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    const quip = await postQuip(t, author, "Admins share links too");
    const response = await fetch(`${base}/quip/${quip.id}`, { headers: { cookie: admin.cookie } });
    const html = await response.text();
    expect(meta(html, "og:title")).toBe("A quip on Quip");
    // The page's own first-screen data is the administrator's, as the API answers them; the
    // tags an unfurler copies are a visitor's.
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain(author.username);
    const image = await fetch(`${base}/api/quips/${quip.id}/share-image.png`, {
      headers: { cookie: admin.cookie },
    });
    expect(image.status).toBe(200);
  });
});

describe("share images", () => {
  it("are 1200×630 PNGs, cached a few minutes", async () => {
    const quip = await postQuip(t, author, "A picture is worth a thousand quips.");
    const response = await fetch(`${base}/api/quips/${quip.id}/share-image.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/max-age=300/);
    const png = Buffer.from(await response.arrayBuffer());
    const info = await sharp(png).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });

  it("say anonymous, never the author, until the reveal", () => {
    const anonymous = shareImageSvg(
      { id: "x", content: "Shh", authorUsername: null, revealsAt: new Date() },
      "quip.example",
    );
    expect(anonymous).toContain(">anonymous<");
    const revealed = shareImageSvg(
      { id: "x", content: "Ta-da", authorUsername: "grace", revealsAt: null },
      "quip.example",
    );
    expect(revealed).toContain(">@grace<");
  });

  it("draw the byline from what a visitor may see", async () => {
    const quip = await postQuip(t, author, "Who wrote this?");
    const anonymous = await fetch(`${base}/api/quips/${quip.id}/share-image.png`);
    const revealedAt = Date.now() + 48 * HOUR + 1000;
    t.clock.set(new Date(revealedAt));
    const revealed = await fetch(`${base}/api/quips/${quip.id}/share-image.png`);
    t.clock.set(new Date());
    const [a, b] = await Promise.all([anonymous.arrayBuffer(), revealed.arrayBuffer()]);
    // Same quip, same size; the pictures differ only by the byline.
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("survive text SVG cannot hold, and 404 for an unknown quip", async () => {
    const quip = await postQuip(t, author, 'Bell \u0007 and <tag> & "quotes" 😀');
    const response = await fetch(`${base}/api/quips/${quip.id}/share-image.png`);
    expect(response.status).toBe(200);
    const missing = await fetch(
      `${base}/api/quips/00000000-0000-4000-8000-000000000000/share-image.png`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Quip not found.");
  });
});

describe("share image caching", () => {
  const imageOf = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/quips/${id}/share-image.png`, { headers });
  const drawings = () => vi.mocked(renderShareImage).mock.calls.length;
  /** What the card must look like for a visitor: the picture drawn from that exact card. */
  const expectedPng = (content: string, authorUsername: string | null) =>
    renderShareImage(
      shareImageSvg({ id: "", content, authorUsername, revealsAt: null }, "localhost:3000"),
    );

  it("draws a card once: a repeat request is served from memory, a revalidation gets a 304", async () => {
    const quip = await postQuip(t, author, "Draw me once, shame on you.");
    const before = drawings();
    const first = await imageOf(quip.id);
    expect(first.status).toBe(200);
    expect(drawings()).toBe(before + 1);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());

    const again = await imageOf(quip.id);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get("etag")).toBe(etag);
    const revalidated = await imageOf(quip.id, { "if-none-match": `W/"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(drawings()).toBe(before + 1);

    // Requests that arrive while it is being drawn share that one drawing.
    const fresh = await postQuip(t, author, "All at once now.");
    const burst = await Promise.all(Array.from({ length: 5 }, () => imageOf(fresh.id)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(drawings()).toBe(before + 2);
  });

  it("never name the author while anonymous, and name them from the reveal on", async () => {
    const content = "Guess who. You can't, for 48 hours.";
    const posted = t.clock.now();
    const quip = await postQuip(t, author, content);
    const [anonymousPng, revealedPng] = await Promise.all([
      expectedPng(content, null),
      expectedPng(content, author.username),
    ]);
    expect(
      shareImageSvg({ id: "", content, authorUsername: null, revealsAt: null }, "localhost:3000"),
    ).not.toContain(author.username);

    const anonymous = await imageOf(quip.id);
    const anonymousEtag = anonymous.headers.get("etag") ?? "";
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(anonymousPng)).toBe(true);

    // The anonymous picture is cached, yet the reveal shows the author at once: the key
    // holds the revealed state, and a browser's revalidation with the old tag gets the new one.
    t.clock.set(new Date(posted.getTime() + 48 * HOUR));
    const revealed = await imageOf(quip.id, { "if-none-match": anonymousEtag });
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("etag")).not.toBe(anonymousEtag);
    expect(Buffer.from(await revealed.arrayBuffer()).equals(revealedPng)).toBe(true);

    // And the revealed picture, cached in turn, is never served for an anonymous moment.
    t.clock.set(new Date(posted.getTime() + 48 * HOUR - 1000));
    const earlier = await imageOf(quip.id);
    expect(earlier.headers.get("etag")).toBe(anonymousEtag);
    expect(Buffer.from(await earlier.arrayBuffer()).equals(anonymousPng)).toBe(true);
    t.clock.set(posted);
  });

  it("let browsers and unfurlers keep an anonymous picture no longer than until the reveal", async () => {
    const posted = t.clock.now();
    const quip = await postQuip(t, author, "Mind the clock.");
    const cacheControl = async () => (await imageOf(quip.id)).headers.get("cache-control");
    expect(await cacheControl()).toBe("public, max-age=300");
    t.clock.set(new Date(posted.getTime() + 48 * HOUR - 100_000));
    expect(await cacheControl()).toBe("public, max-age=100");
    t.clock.set(new Date(posted.getTime() + 48 * HOUR - 500));
    expect(await cacheControl()).toBe("no-cache");
    t.clock.set(new Date(posted.getTime() + 48 * HOUR));
    expect(await cacheControl()).toBe("public, max-age=300");
    t.clock.set(posted);
  });
});
