import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "#client/lib/session-store.ts";
import { PREVIOUS_FEED_STORAGE_KEY } from "#shared/limits.ts";
import { parsePreviousFeed, previousFeedPath, savePreviousFeed } from "./previous-feed";

afterEach(() => vi.restoreAllMocks());

describe("previous feed", () => {
  it("stores the page only when above 1", () => {
    const store = memoryStorage();
    savePreviousFeed({ filter: "hot", page: 1 }, store);
    expect(store.getItem(PREVIOUS_FEED_STORAGE_KEY)).toBe('{"filter":"hot"}');
    savePreviousFeed({ filter: "hot", page: 3 }, store);
    expect(store.getItem(PREVIOUS_FEED_STORAGE_KEY)).toBe('{"filter":"hot","page":3}');
  });

  it("restores the saved path", () => {
    const store = memoryStorage();
    savePreviousFeed({ filter: "topAllTime", page: 2 }, store);
    expect(previousFeedPath(store)).toBe("/?filter=topAllTime&page=2");
    savePreviousFeed({ filter: "top48", page: 1 }, store);
    expect(previousFeedPath(store)).toBe("/");
  });

  it("goes home when nothing is saved", () => {
    expect(previousFeedPath(memoryStorage())).toBe("/");
  });

  it("warns and goes home when the saved text cannot be read", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of ["{nope", '{"filter":"sideways"}', '{"filter":"hot","page":0}', "null"]) {
      const store = memoryStorage();
      store.setItem(PREVIOUS_FEED_STORAGE_KEY, bad);
      expect(previousFeedPath(store)).toBe("/");
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("parses what it saved", () => {
    expect(parsePreviousFeed('{"filter":"new"}')).toEqual({ filter: "new", page: 1 });
  });
});
