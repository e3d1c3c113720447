import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatClockTime,
  formatCountdown,
  formatEasternDate,
  formatEasternDateTime,
} from "./eastern-time";

describe("admin time formats", () => {
  it("shows an instant in Eastern time, whatever the machine's zone", () => {
    // 10:00 UTC on 16 Sep 2025 is 6:00 AM EDT.
    expect(formatEasternDateTime("2025-09-16T10:00:00.000Z")).toBe("Tue, Sep 16, 6:00 AM ET");
    // In winter Eastern is UTC-5: 03:30 UTC on 1 Jan is still 31 Dec in New York.
    expect(formatEasternDateTime("2026-01-01T03:30:00.000Z")).toBe("Wed, Dec 31, 10:30 PM ET");
    expect(formatEasternDate("2026-01-01T03:30:00.000Z")).toBe("Dec 31, 2025");
  });

  it("names an Eastern calendar day with its weekday", () => {
    expect(formatCalendarDay("2025-09-16")).toBe("Tuesday, Sep 16, 2025");
    expect(formatCalendarDay("2025-11-02")).toBe("Sunday, Nov 2, 2025");
  });

  it("reads the change time on a 12-hour clock", () => {
    expect(formatClockTime(6, 0)).toBe("6:00 AM ET");
    expect(formatClockTime(0, 5)).toBe("12:05 AM ET");
    expect(formatClockTime(12, 30)).toBe("12:30 PM ET");
    expect(formatClockTime(23, 59)).toBe("11:59 PM ET");
  });

  it("counts down as hh:mm:ss, never below zero", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-5000)).toBe("00:00:00");
    expect(formatCountdown(999)).toBe("00:00:00");
    expect(formatCountdown(3_723_000)).toBe("01:02:03");
    expect(formatCountdown(24 * 3_600_000)).toBe("24:00:00");
  });
});
