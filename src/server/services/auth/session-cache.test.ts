import { describe, expect, it } from "vitest";
import { plainMember } from "../../../../tests/support/session-users";
import { createSessionCache } from "./session-cache";

const session = (id: string) => ({
  user: plainMember(id),
  expire: new Date("2030-01-01T00:00:00Z"),
  lastSeenAt: new Date("2029-12-01T00:00:00Z"),
});

function cacheAt(ttlMs: number) {
  let now = 0;
  const cache = createSessionCache(ttlMs, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("the session cache", () => {
  it("answers until its lifetime since the read has passed, however often it is asked", () => {
    const { cache, advance } = cacheAt(5000);
    cache.set("a", session("ann"), cache.generation());
    advance(4000);
    expect(cache.get("a")?.user.id).toBe("ann");
    advance(999);
    expect(cache.get("a")?.user.id).toBe("ann");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops a read that began before something was forgotten", () => {
    const { cache } = cacheAt(5000);
    const before = cache.generation();
    cache.forgetSession("a");
    cache.set("a", session("ann"), before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", session("ann"), cache.generation());
    expect(cache.get("a")?.user.id).toBe("ann");
  });

  it("forgets one session, or every session of one member", () => {
    const { cache } = cacheAt(5000);
    for (const [sid, id] of [
      ["a1", "ann"],
      ["a2", "ann"],
      ["b1", "bob"],
    ] as const) {
      cache.set(sid, session(id), cache.generation());
    }
    cache.forgetSession("b1");
    expect(cache.get("b1")).toBeUndefined();
    expect(cache.get("a1")?.user.id).toBe("ann");
    cache.forgetMember("ann");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
  });

  it("forgets everything at once, and drops reads that began before", () => {
    const { cache } = cacheAt(5000);
    cache.set("a", session("ann"), cache.generation());
    const before = cache.generation();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", session("bob"), before);
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps at most 10,000 sessions, letting the oldest go", () => {
    const { cache } = cacheAt(5000);
    for (let i = 0; i <= 10_000; i++) cache.set(`s${i}`, session(`m${i}`), cache.generation());
    expect(cache.get("s0")).toBeUndefined();
    expect(cache.get("s1")?.user.id).toBe("m1");
    expect(cache.get("s10000")?.user.id).toBe("m10000");
  });
});
