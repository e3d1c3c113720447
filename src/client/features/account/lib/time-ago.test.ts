import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

describe("timeAgo", () => {
  const now = Date.parse("2026-11-18T15:00:00Z");
  it("reads every span as past", () => {
    expect(timeAgo("2026-11-18T14:55:00Z", now)).toBe("5 mins ago");
    expect(timeAgo("2026-11-18T12:00:00Z", now)).toBe("3 hrs ago");
    expect(timeAgo("2026-11-15T15:00:00Z", now)).toBe("3 days ago");
  });
});
