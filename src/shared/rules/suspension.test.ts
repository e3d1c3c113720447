import { describe, expect, it } from "vitest";
import { isSuspendedAt, suspensionEndText, suspensionMessage } from "./suspension";

describe("a suspension", () => {
  it("holds until its instant, and not from it", () => {
    const until = "2025-09-24T16:00:00.000Z";
    const at = Date.parse(until);
    expect(isSuspendedAt({ until, reason: "r" }, at - 1)).toBe(true);
    expect(isSuspendedAt({ until, reason: "r" }, at)).toBe(false);
    expect(isSuspendedAt({ until: null, reason: "r" }, at * 2)).toBe(true);
    expect(isSuspendedAt(null, at)).toBe(false);
  });

  it("ends at an Eastern time, in summer and in winter, at noon and at midnight", () => {
    expect(suspensionEndText("2025-09-24T16:00:00.000Z")).toBe("September 24, 2025 at 12:00 PM ET");
    expect(suspensionEndText("2025-12-01T05:05:00.000Z")).toBe("December 1, 2025 at 12:05 AM ET");
  });

  it("says until when and why, or indefinitely", () => {
    expect(suspensionMessage({ until: "2025-09-24T16:00:00.000Z", reason: "Spam." })).toBe(
      "Your account is suspended until September 24, 2025 at 12:00 PM ET: Spam.",
    );
    expect(suspensionMessage({ until: null, reason: "Spam." })).toBe(
      "Your account is suspended indefinitely: Spam.",
    );
  });
});
