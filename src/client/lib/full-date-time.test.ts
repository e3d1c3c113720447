import { describe, expect, it } from "vitest";
import { fullDateTime } from "./full-date-time";

describe("fullDateTime", () => {
  it("writes what toLocaleString writes, for a date or its ISO text", () => {
    const at = new Date("2026-11-25T19:47:09Z");
    expect(fullDateTime(at)).toBe(at.toLocaleString());
    expect(fullDateTime(at.toISOString())).toBe(at.toLocaleString());
  });
});
