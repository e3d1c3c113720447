import { describe, expect, it } from "vitest";
import {
  addRecapWeeks,
  daysOfRecapWeek,
  parseRecapWeek,
  recapWeekAt,
  recapWeekOfDay,
  recapWeekSpan,
} from "./recap-weeks";

describe("recap weeks", () => {
  it("names a day's ISO week, the year being its Thursday's", () => {
    expect(recapWeekOfDay("2026-11-30")).toEqual({
      label: "2026-W49",
      startsOn: "2026-11-30",
      endsOn: "2026-12-06",
    });
    expect(recapWeekOfDay("2026-12-06").label).toBe("2026-W49");
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(recapWeekOfDay("2027-01-01").label).toBe("2026-W53");
    // 29 December 2025 is a Monday whose Thursday is in 2026.
    expect(recapWeekOfDay("2025-12-29").label).toBe("2026-W01");
  });

  it("reads a week's name back, and refuses names that are no week", () => {
    expect(parseRecapWeek("2026-W01")?.startsOn).toBe("2025-12-29");
    expect(parseRecapWeek("2026-W53")?.endsOn).toBe("2027-01-03");
    expect(parseRecapWeek("2025-W53")).toBeNull();
    expect(parseRecapWeek("2026-W00")).toBeNull();
    expect(parseRecapWeek("2026-W5")).toBeNull();
    expect(parseRecapWeek("2026-w05")).toBeNull();
    expect(parseRecapWeek("next")).toBeNull();
  });

  it("steps across years and lists Monday to Sunday", () => {
    const first = parseRecapWeek("2027-W01");
    if (!first) throw new Error("a week");
    expect(addRecapWeeks(first, -1).label).toBe("2026-W53");
    expect(daysOfRecapWeek(first)).toEqual([
      "2027-01-04",
      "2027-01-05",
      "2027-01-06",
      "2027-01-07",
      "2027-01-08",
      "2027-01-09",
      "2027-01-10",
    ]);
  });

  it("takes the week of an instant by the Eastern calendar, its span from Eastern midnights", () => {
    // Monday 05:00 UTC is still Sunday night in New York.
    expect(recapWeekAt(new Date("2026-11-30T04:30:00Z")).label).toBe("2026-W48");
    expect(recapWeekAt(new Date("2026-11-30T05:30:00Z")).label).toBe("2026-W49");
    const week = parseRecapWeek("2026-W49");
    if (!week) throw new Error("a week");
    expect(recapWeekSpan(week)).toEqual({
      start: new Date("2026-11-30T05:00:00Z"),
      end: new Date("2026-12-07T05:00:00Z"),
    });
  });
});
