import { describe, expect, it } from "vitest";
import { createLruCache } from "./lru-cache";

const cacheOf = (maxEntries: number, maxBytes: number) =>
  createLruCache<string>({ maxEntries, maxBytes, sizeOf: (value) => value.length });

describe("LRU cache", () => {
  it("keeps at most maxEntries, forgetting the least recently used first", () => {
    const cache = cacheOf(2, 1000);
    cache.set("a", "1");
    cache.set("b", "2");
    expect(cache.get("a")).toBe("1"); // a is now the most recent
    cache.set("c", "3");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("1");
    expect(cache.get("c")).toBe("3");
    expect(cache.size).toBe(2);
  });

  it("keeps at most maxBytes in all", () => {
    const cache = cacheOf(100, 10);
    cache.set("a", "xxxx");
    cache.set("b", "yyyy");
    cache.set("c", "zzzz");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it("counts a replaced value once, and never keeps one larger than the budget", () => {
    const cache = cacheOf(100, 10);
    cache.set("a", "xxxx");
    cache.set("a", "xxxxxx");
    expect(cache.bytes).toBe(6);
    cache.set("big", "x".repeat(11));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("a")).toBe("xxxxxx");
  });
});
