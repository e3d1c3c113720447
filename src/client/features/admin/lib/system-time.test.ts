import { describe, expect, it } from "vitest";
import { age, duration, fromNow } from "./system-time";

const NOW = Date.parse("2026-11-18T15:00:00Z");

describe("the System tab's times", () => {
  it("says an instant from now to the second under a minute, then in minutes, hours and days", () => {
    expect(fromNow(new Date(NOW + 40_000), NOW)).toBe("in 40 s");
    expect(fromNow(new Date(NOW), NOW)).toBe("in 1 s");
    expect(fromNow(new Date(NOW - 3 * 60_000 - 5_000), NOW)).toBe("3 min ago");
    expect(fromNow(new Date(NOW - 5 * 3_600_000), NOW)).toBe("5 h ago");
    expect(fromNow(new Date(NOW - 26 * 3_600_000), NOW)).toBe("1 day ago");
  });

  it("says how long something has waited, and how long a run took", () => {
    expect(age(new Date(NOW - 90_000), NOW)).toBe("1 min");
    expect(age(new Date(NOW + 5_000), NOW)).toBe("1 s");
    expect(duration(120)).toBe("120 ms");
    expect(duration(2_449)).toBe("2.4 s");
  });
});
