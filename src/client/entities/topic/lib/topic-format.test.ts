import { describe, expect, it } from "vitest";
import { COMPETITION_MSG } from "#shared/messages/competitions.ts";
import {
  competitionRibbonText,
  formatClock,
  formatCountdown,
  formatTopicDate,
  quipCountText,
  titlesMinimumNote,
} from "./topic-format";

describe("topic formatting", () => {
  it("shows an Eastern calendar day as that day, whatever the reader's zone", () => {
    expect(formatTopicDate("2025-09-14")).toBe("Sun, Sep 14, 2025");
    expect(formatTopicDate("not a date")).toBe("not a date");
  });

  it("counts quips", () => {
    expect(quipCountText(0)).toBe("0 quips");
    expect(quipCountText(1)).toBe("1 quip");
    expect(quipCountText(12)).toBe("12 quips");
  });

  it("writes the change time on a 12-hour clock", () => {
    expect(formatClock({ hour: 6, minute: 0 })).toBe("6:00 AM");
    expect(formatClock({ hour: 0, minute: 5 })).toBe("12:05 AM");
    expect(formatClock({ hour: 12, minute: 30 })).toBe("12:30 PM");
    expect(formatClock({ hour: 18, minute: 45 })).toBe("6:45 PM");
  });

  it("counts down as hh:mm:ss and stops at zero", () => {
    expect(formatCountdown(3_725_000)).toBe("01:02:05");
    expect(formatCountdown(999)).toBe("00:00:00");
    expect(formatCountdown(-5_000)).toBe("00:00:00");
    expect(formatCountdown(25 * 3_600_000)).toBe("25:00:00");
  });
});

describe("competition titles on a topic page", () => {
  it("says titles below the top three need enough quips, until they have entered", () => {
    expect(titlesMinimumNote(undefined)).toBeNull();
    expect(titlesMinimumNote(2)).toBe(
      "Titles below the top three are given when at least 20 quips enter.",
    );
    expect(titlesMinimumNote(19)).toBe(COMPETITION_MSG.titlesMinimum);
    expect(titlesMinimumNote(20)).toBeNull();
  });

  it("shows a place without a title as its rank alone", () => {
    expect(competitionRibbonText({ title: "Mayor", ranking: 1 })).toBe("Mayor #1");
    expect(competitionRibbonText({ title: null, ranking: 2 })).toBe("Ranked #2");
  });
});
