import { describe, expect, it } from "vitest";
import { memorySharedCache, redisSharedCache } from "./shared-cache";

describe("the shared cache's store", () => {
  it("drops a fill read before a write, and ends an entry at its own end", async () => {
    const cache = memorySharedCache(5_000);
    const before = await cache.read("page", 1_000);
    await cache.invalidate();
    await cache.write("page", ["stale"], 9_000, 1_000, before.ticket);
    expect((await cache.read("page", 1_001)).hit).toBe(false);

    const after = await cache.read("page", 1_000);
    await cache.write("page", ["fresh"], 3_000, 1_000, after.ticket);
    expect(await cache.read("page", 2_999)).toMatchObject({ hit: true, value: ["fresh"] });
    expect((await cache.read("page", 3_000)).hit).toBe(false);
  });

  it("keeps nothing longer than its life, whatever end it is given", async () => {
    const cache = memorySharedCache(5_000);
    const { ticket } = await cache.read("page", 0);
    await cache.write("page", [], Number.POSITIVE_INFINITY, 0, ticket);
    expect((await cache.read("page", 4_999)).hit).toBe(true);
    expect((await cache.read("page", 5_000)).hit).toBe(false);
  });

  it("in memory, hands every hit one value as JSON gives it back, closed to changes", async () => {
    const cache = memorySharedCache(5_000);
    const { ticket } = await cache.read("page", 0);
    const quip = { id: "q1", at: new Date(0), nested: { likes: 1 } };
    await cache.write("page", [quip], 5_000, 0, ticket);
    quip.nested.likes = 2;
    const first = (await cache.read("page", 1)).value as Array<typeof quip>;
    expect(first).toEqual([{ id: "q1", at: "1970-01-01T00:00:00.000Z", nested: { likes: 1 } }]);
    expect((await cache.read("page", 2)).value).toBe(first);
    expect(() => {
      (first[0] as { nested: { likes: number } }).nested.likes = 3;
    }).toThrow(TypeError);
  });

  it("answers a miss, not an error, while Redis does not answer", async () => {
    // A loopback port with no Redis behind it: every command fails at once.
    const cache = redisSharedCache("redis://127.0.0.1:31499", 5_000, "quip:test:away:");
    const read = await cache.read("page", 0);
    expect(read).toMatchObject({ hit: false, ticket: null });
    await expect(cache.write("page", [], 1_000, 0, read.ticket)).resolves.toBeUndefined();
    await expect(cache.invalidate()).resolves.toBeUndefined();
    await cache.close();
  });
});
