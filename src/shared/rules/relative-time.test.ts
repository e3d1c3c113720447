import { describe, expect, it } from "vitest";
import { relativeTime, secondsLeft } from "./relative-time";

const now = new Date("2025-09-16T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("relativeTime", () => {
  it.each([
    [0, "1 min"],
    [59_000, "1 min"],
    [2 * MIN, "2 mins"],
    [59 * MIN, "59 mins"],
    [60 * MIN, "1 hr"],
    [47 * 60 * MIN + 59 * MIN, "47 hrs"],
    [48 * 60 * MIN, "2 days ago"],
    [10 * 24 * 60 * MIN, "10 days ago"],
    [21 * 24 * 60 * MIN, "3 weeks ago"],
    [90 * 24 * 60 * MIN, "3 months ago"],
    [400 * 24 * 60 * MIN, "1 year ago"],
  ])("%d ms ago reads %s", (ms, phrase) => {
    expect(relativeTime(ago(ms), now)).toBe(phrase);
  });
});

describe("secondsLeft", () => {
  it("counts down and never goes below 0", () => {
    expect(secondsLeft(ago(5 * MIN), 15 * MIN, now)).toBe(600);
    expect(secondsLeft(ago(20 * MIN), 15 * MIN, now)).toBe(0);
  });
});
