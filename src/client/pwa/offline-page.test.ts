import { describe, expect, it } from "vitest";
import { OFFLINE_TITLE, offlinePage } from "./offline-page";

const quip = {
  byline: "anonymous",
  content: `<img src=x onerror="alert(1)"> & "quotes"`,
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
    expect(html).toContain(`<h1 class="text-lg font-bold">${OFFLINE_TITLE}</h1>`);
    expect(html).toContain(">New Quips</h2>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
    expect(html).toContain('href="/?filter=new"');
    expect(html).toContain("1 like · 2 comments");
    expect(html).not.toMatch(/<script|<button|<form/);
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

  it("says nothing was kept yet when nothing was", () => {
    const html = offlinePage({ kept: null, stylesheets: [], retryHref: "/" });
    expect(html).toContain(OFFLINE_TITLE);
    expect(html).toContain("Nothing was kept on this device yet");
    expect(html).not.toContain("<article");
  });
});
