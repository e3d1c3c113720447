import { describe, expect, it } from "vitest";
import { element, escapeXml, writeXmlDocument } from "./xml";

describe("the XML writer", () => {
  it("escapes markup in text and attributes", () => {
    expect(escapeXml(`<b> & "quoted" 'single'`)).toBe(
      "&lt;b&gt; &amp; &quot;quoted&quot; &apos;single&apos;",
    );
    const doc = writeXmlDocument(element("a", { title: `x"<y>` }, "</a><script>"));
    expect(doc).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<a title="x&quot;&lt;y&gt;">&lt;/a&gt;&lt;script&gt;</a>\n',
    );
  });

  it("drops the characters XML 1.0 cannot carry, and keeps tabs, newlines and emoji", () => {
    expect(escapeXml("a\u0000b\u0007c\u001Fd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("one\ttwo\nthree 😀")).toBe("one\ttwo\nthree 😀");
  });

  it("indents elements, leaves text exactly as it is and leaves out unset attributes", () => {
    const doc = writeXmlDocument(
      element(
        "feed",
        { xmlns: "urn:x", lang: undefined },
        element("title", {}, "  two\n lines "),
        element("link", { href: "/x" }),
      ),
    );
    expect(doc).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="urn:x">\n  <title>  two\n lines </title>\n  <link href="/x"/>\n</feed>\n',
    );
  });
});
