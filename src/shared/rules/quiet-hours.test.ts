import { describe, expect, it } from "vitest";
import { isTimeZone, quietHoursEnd } from "./quiet-hours";

const night = { start: "22:00", end: "07:00" };

describe("quiet hours", () => {
  it("hold a notice from their start to their end, across midnight, in the member's zone", () => {
    // 23:30 in Paris (UTC+2 in September) ends at 07:00 Paris the next morning.
    expect(quietHoursEnd(new Date("2025-09-16T21:30:00Z"), night, "Europe/Paris")).toEqual(
      new Date("2025-09-17T05:00:00Z"),
    );
    // 06:59 is still inside, 07:00 and 21:59 are outside.
    expect(quietHoursEnd(new Date("2025-09-17T04:59:00Z"), night, "Europe/Paris")).toEqual(
      new Date("2025-09-17T05:00:00Z"),
    );
    expect(quietHoursEnd(new Date("2025-09-17T05:00:00Z"), night, "Europe/Paris")).toBeNull();
    expect(quietHoursEnd(new Date("2025-09-17T19:59:00Z"), night, "Europe/Paris")).toBeNull();
  });

  it("end at the wall clock's time on a night the clocks change", () => {
    // New York leaves daylight time on 2 November 2025 at 02:00: 07:00 is then UTC−5.
    expect(quietHoursEnd(new Date("2025-11-02T03:00:00Z"), night, "America/New_York")).toEqual(
      new Date("2025-11-02T12:00:00Z"),
    );
  });

  it("hold within a window inside one day, and nothing without quiet hours", () => {
    const lunch = { start: "12:00", end: "13:30" };
    expect(quietHoursEnd(new Date("2025-09-16T12:15:00Z"), lunch, "UTC")).toEqual(
      new Date("2025-09-16T13:30:00Z"),
    );
    expect(quietHoursEnd(new Date("2025-09-16T13:30:00Z"), lunch, "UTC")).toBeNull();
    expect(quietHoursEnd(new Date("2025-09-16T12:15:00Z"), null, "UTC")).toBeNull();
  });

  it("know an IANA time zone from a made-up one", () => {
    expect(isTimeZone("Asia/Tokyo")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
