import { describe, expect, it } from "vitest";
import { isDigestDue } from "./digest-due";

const at = (iso: string) => new Date(iso);

describe("isDigestDue", () => {
  it("is due from eight in the member's morning, once a local day", () => {
    // 07:59 and 08:00 in New York (EDT, UTC-4).
    expect(isDigestDue(at("2025-09-17T11:59:00Z"), "daily", "America/New_York", null)).toBe(false);
    expect(isDigestDue(at("2025-09-17T12:00:00Z"), "daily", "America/New_York", null)).toBe(true);
    const sent = at("2025-09-17T12:01:00Z");
    expect(isDigestDue(at("2025-09-17T23:00:00Z"), "daily", "America/New_York", sent)).toBe(false);
    // 00:30 the next day in Paris is still before eight there.
    expect(isDigestDue(at("2025-09-17T22:30:00Z"), "daily", "Europe/Paris", null)).toBe(false);
    expect(isDigestDue(at("2025-09-18T12:00:00Z"), "daily", "America/New_York", sent)).toBe(true);
  });

  it("is due weekly on Mondays alone", () => {
    // 2025-09-15 is a Monday, 2025-09-16 a Tuesday.
    expect(isDigestDue(at("2025-09-15T09:00:00Z"), "weekly", "UTC", null)).toBe(true);
    expect(isDigestDue(at("2025-09-16T09:00:00Z"), "weekly", "UTC", null)).toBe(false);
    const sent = at("2025-09-15T09:00:00Z");
    expect(isDigestDue(at("2025-09-15T18:00:00Z"), "weekly", "UTC", sent)).toBe(false);
    expect(isDigestDue(at("2025-09-22T08:00:00Z"), "weekly", "UTC", sent)).toBe(true);
  });
});
