import { describe, expect, it } from "vitest";
import { DEFAULT_CHANGE_TIME, nextChangeAt, nextTopicAt, openTopicDays } from "./topic-calendar";

const at = (iso: string) => new Date(iso);

describe("the next topic", () => {
  it("comes at the next change on a weekday", () => {
    const wednesday = at("2025-09-17T14:00:00Z"); // 10:00 EDT
    expect(nextTopicAt(wednesday, DEFAULT_CHANGE_TIME).toISOString()).toBe(
      "2025-09-18T10:00:00.000Z",
    );
  });

  it("comes on Monday from a Saturday's topic: Sunday's change brings none", () => {
    const saturday = at("2025-09-20T14:00:00Z"); // 10:00 EDT
    expect(nextChangeAt(saturday, DEFAULT_CHANGE_TIME).toISOString()).toBe(
      "2025-09-21T10:00:00.000Z",
    );
    expect(nextTopicAt(saturday, DEFAULT_CHANGE_TIME).toISOString()).toBe(
      "2025-09-22T10:00:00.000Z",
    );
  });

  it("comes on Saturday's change before it, and on Monday's all Sunday", () => {
    const earlySaturday = at("2025-09-20T09:59:00Z"); // 05:59 EDT: Friday's topic
    expect(nextTopicAt(earlySaturday, DEFAULT_CHANGE_TIME).toISOString()).toBe(
      "2025-09-20T10:00:00.000Z",
    );
    const sunday = at("2025-09-21T15:00:00Z");
    expect(nextTopicAt(sunday, DEFAULT_CHANGE_TIME).toISOString()).toBe("2025-09-22T10:00:00.000Z");
  });

  it("keeps the configured time across a clock change", () => {
    const saturday = at("2025-11-01T14:00:00Z"); // 10:00 EDT; Sunday the clocks fall back
    expect(nextTopicAt(saturday, { hour: 9, minute: 30 }).toISOString()).toBe(
      "2025-11-03T14:30:00.000Z", // Monday 09:30 EST
    );
  });
});

describe("the open topics' days", () => {
  it("are yesterday's and today's on a weekday, from today's change", () => {
    expect(openTopicDays(at("2025-09-17T14:00:00Z"), DEFAULT_CHANGE_TIME)).toEqual([
      "2025-09-16",
      "2025-09-17",
    ]);
    // 05:59 EDT on Wednesday: Tuesday's topic is still today's.
    expect(openTopicDays(at("2025-09-17T09:59:00Z"), DEFAULT_CHANGE_TIME)).toEqual([
      "2025-09-15",
      "2025-09-16",
    ]);
  });

  it("leave out Sunday, which has no topic: Saturday's alone on Sunday, Monday's alone on Monday", () => {
    expect(openTopicDays(at("2025-09-21T15:00:00Z"), DEFAULT_CHANGE_TIME)).toEqual(["2025-09-20"]);
    expect(openTopicDays(at("2025-09-22T15:00:00Z"), DEFAULT_CHANGE_TIME)).toEqual(["2025-09-22"]);
  });
});
