import { describe, expect, it } from "vitest";
import { isRenderedPage, mayKeepAnswer } from "./kept-pages";

const answer = (headers: Record<string, string>, ok = true) => ({
  ok,
  type: "basic" as const,
  headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }),
});
const quipPage = new URL("https://q.example/quip/1");

describe("mayKeepAnswer", () => {
  it("keeps a page the server let browsers keep: a visitor's", () => {
    expect(mayKeepAnswer(quipPage, answer({ "cache-control": "private, no-cache" }))).toBe(true);
  });

  it("never keeps a member's page: the server marks it no-store", () => {
    expect(mayKeepAnswer(quipPage, answer({ "cache-control": "private, no-store" }))).toBe(false);
  });

  it("keeps no failure, nothing but a page, and not home's address (its feed is kept)", () => {
    const visitor = { "cache-control": "private, no-cache" };
    expect(mayKeepAnswer(quipPage, answer(visitor, false))).toBe(false);
    expect(mayKeepAnswer(quipPage, answer({ ...visitor, "content-type": "text/plain" }))).toBe(
      false,
    );
    expect(mayKeepAnswer(new URL("https://q.example/?filter=new"), answer(visitor))).toBe(false);
  });
});

describe("isRenderedPage", () => {
  it("tells a page the server wrote from the empty shell the browser fills in", () => {
    expect(isRenderedPage('<div id="root"><main>A quip</main></div>')).toBe(true);
    expect(isRenderedPage('<body><div id="root"></div></body>')).toBe(false);
  });
});
