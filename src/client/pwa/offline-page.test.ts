import { describe, expect, it } from "vitest";
import { OFFLINE_MSG } from "#shared/messages/offline.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { noCopyPage, offlineCopy, offlinePage } from "./offline-page";

const quip = {
  byline: "anonymous",
  content: `<img src=x onerror="alert(1)"> & "quotes"`,
  punchline: null,
  createdAt: "2026-11-18T15:00:00Z",
  topic: "Rainy <days>",
  likesCount: 1,
  commentsCount: 2,
};

describe("offlinePage", () => {
  it("labels the kept feed as old and draws each quip read-only", () => {
    const html = offlinePage({
      kept: { title: "New Quips", byMember: true, keptAt: "2026-11-18T15:05:00Z", quips: [quip] },
      stylesheets: ["/assets/index-abc.css"],
      retryHref: "/?filter=new",
    });
    expect(html).toContain(`<h1 class="text-lg font-bold">${OFFLINE_MSG.feedTitle}</h1>`);
    expect(html).toContain(">New Quips</h2>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
    expect(html).toContain('href="/?filter=new"');
    expect(html).toContain("1 like · 2 comments");
    expect(html).not.toMatch(/<script|<button|<form|<details/);
  });

  it("draws a punchline behind a disclosure the browser opens without a script", () => {
    const html = offlinePage({
      kept: {
        title: "New Quips",
        byMember: false,
        keptAt: "2026-11-18T15:05:00Z",
        quips: [{ ...quip, punchline: "<i>Gotcha</i>" }],
      },
      stylesheets: [],
      retryHref: "/",
    });
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*>Show punchline<\/summary><p[^>]*>&lt;i&gt;Gotcha&lt;\/i&gt;<\/p><\/details>/,
    );
    expect(html).not.toMatch(/<script|<button/);
  });

  it("says a competing entry's likes are hidden, and gives no number", () => {
    const html = offlinePage({
      kept: {
        title: "Today's Topic",
        byMember: false,
        keptAt: "2026-11-18T15:05:00Z",
        quips: [{ ...quip, likesCount: null }],
      },
      stylesheets: [],
      retryHref: "/?filter=topicOfTheDay",
    });
    expect(html).toContain(`${QUIP_CARD_MSG.likesHidden} · 2 comments`);
  });

  it("escapes every kept text", () => {
    const html = offlinePage({
      kept: {
        title: "<b>Feed</b>",
        byMember: false,
        keptAt: "2026-11-18T15:05:00Z",
        quips: [quip],
      },
      stylesheets: [],
      retryHref: '/search/"x"',
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quotes&quot;",
    );
    expect(html).toContain("Rainy &lt;days&gt;");
    expect(html).toContain('href="/search/&quot;x&quot;"');
  });
});

describe("noCopyPage", () => {
  it("says this page has no copy here, and offers the feed last read when there is one", () => {
    const html = noCopyPage({ hasKeptFeed: true, stylesheets: [], retryHref: "/topics" });
    expect(html).toContain(`<h1 class="text-lg font-bold">${OFFLINE_MSG.noCopyTitle}</h1>`);
    expect(html).toContain(OFFLINE_MSG.noCopy);
    expect(html).toContain('href="/topics"');
    expect(html).toContain(`<a href="/" `);
    expect(html).toContain(OFFLINE_MSG.lastFeed);
    expect(html).not.toMatch(/<script|<article/);
  });

  it("offers no feed when none was kept", () => {
    const html = noCopyPage({ hasKeptFeed: false, stylesheets: [], retryHref: "/" });
    expect(html).toContain(OFFLINE_MSG.nothingKept);
    expect(html).not.toContain(OFFLINE_MSG.lastFeed);
  });
});

describe("offlineCopy", () => {
  const page = `<!doctype html>
<html lang="en">
<head><script>document.documentElement.className = "dark"</script>
<link rel="modulepreload" crossorigin href="/assets/app-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<script type="module" crossorigin src="/assets/index-1.js"></script></head>
<body class="x">
<div id="root"><main><h1>A quip page</h1></main></div>
<script type="application/json" id="first-screen">{"quip":{}}</script>
</body>
</html>`;

  it("is the page as kept, labelled, with no script left to run", () => {
    const html = offlineCopy({
      html: page,
      keptAt: "2026-11-18T15:05:00Z",
      retryHref: '/quip/"1"',
    });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain("<main><h1>A quip page</h1></main>");
    expect(html).toMatch(/^<!doctype html>\n<html data-interactive lang="en">/);
    const banner = html.indexOf(OFFLINE_MSG.copyTitle);
    expect(banner).toBeGreaterThan(html.indexOf('<body class="x">'));
    expect(banner).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('href="/quip/&quot;1&quot;"');
    // What was loading, and what cannot be sent, are set aside.
    expect(html).toContain('main [role="status"], main form { display: none }</style></head>');
  });
});
