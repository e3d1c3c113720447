import { describe, expect, it } from "vitest";
import { findLinks } from "./find-links";

const ORIGIN = "https://quip.example";
const ID = "0b6d6c1e-0f4e-4a8e-9a51-3c6a1f2b9d10";

describe("findLinks", () => {
  it("links http and https addresses and keeps the text around them", () => {
    expect(findLinks("see https://a.example/x?y=1 now", ORIGIN)).toEqual([
      { kind: "text", start: 0, text: "see " },
      { kind: "link", start: 4, text: "https://a.example/x?y=1", href: "https://a.example/x?y=1" },
      { kind: "text", start: 27, text: " now" },
    ]);
    expect(findLinks("http://b.example", ORIGIN)).toEqual([
      { kind: "link", start: 0, text: "http://b.example", href: "http://b.example/" },
    ]);
  });

  it("leaves the sentence's punctuation outside, balanced brackets inside", () => {
    const parts = findLinks("(read https://w.example/a_(b)). Wow!", ORIGIN);
    expect(parts.find((p) => p.kind === "link")?.text).toBe("https://w.example/a_(b)");
    expect(findLinks("go to https://a.example.", ORIGIN)[1]?.text).toBe("https://a.example");
  });

  it("never links other schemes", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "JAVASCRIPT://%0aalert(1)",
      "ftp://files.example/a",
      "www.example.com",
    ]) {
      expect(findLinks(text, ORIGIN).every((p) => p.kind === "text")).toBe(true);
    }
  });

  it("keeps our own quips in the app, as paths", () => {
    expect(findLinks(`${ORIGIN}/quip/${ID}`, ORIGIN)).toEqual([
      { kind: "quip", start: 0, text: `${ORIGIN}/quip/${ID}`, href: `/quip/${ID}` },
    ]);
    expect(findLinks(`like /quip/${ID}!`, ORIGIN)).toEqual([
      { kind: "text", start: 0, text: "like " },
      { kind: "quip", start: 5, text: `/quip/${ID}`, href: `/quip/${ID}` },
      { kind: "text", start: 47, text: "!" },
    ]);
  });

  it("sends other sites' /quip/ addresses and our other pages out as ordinary links", () => {
    expect(findLinks(`https://other.example/quip/${ID}`, ORIGIN)[0]?.kind).toBe("link");
    expect(findLinks(`${ORIGIN}/profile/ada`, ORIGIN)[0]?.kind).toBe("link");
    expect(findLinks(`x/quip/${ID}`, ORIGIN).every((p) => p.kind === "text")).toBe(true);
  });
});
