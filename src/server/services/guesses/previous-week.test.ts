import { describe, expect, it } from "vitest";
import { previousWeek } from "./sleuths.service";

/** A week's Sleuths are of an Eastern week, Monday to Monday, whatever the clocks do. */
describe("the week before", () => {
  it("runs from the Monday before last to last Monday, midnight to midnight Eastern", () => {
    // Wednesday, September 17, 2025, noon Eastern (EDT).
    expect(previousWeek(new Date("2025-09-17T16:00:00Z"))).toEqual({
      start: "2025-09-08",
      from: new Date("2025-09-08T04:00:00Z"),
      until: new Date("2025-09-15T04:00:00Z"),
    });
  });

  it("is the week just ended from Monday's first minute, and not before", () => {
    expect(previousWeek(new Date("2025-09-15T04:00:00Z")).start).toBe("2025-09-08");
    expect(previousWeek(new Date("2025-09-15T03:59:59Z")).start).toBe("2025-09-01");
  });

  it("holds the hour the clocks go back in November", () => {
    // Monday, November 3, 2025, 00:30 Eastern (EST): the week began in EDT.
    expect(previousWeek(new Date("2025-11-03T05:30:00Z"))).toEqual({
      start: "2025-10-27",
      from: new Date("2025-10-27T04:00:00Z"),
      until: new Date("2025-11-03T05:00:00Z"),
    });
  });
});
