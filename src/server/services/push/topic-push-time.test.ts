import { describe, expect, it } from "vitest";
import { topicPushTime } from "./topic-fanout.service";

describe("the topic push's time", () => {
  it("is the minute the activation run made the topic current", () => {
    const topic = {
      scheduledFor: new Date("2025-09-16T10:00:00Z"),
      createdAt: new Date("2025-09-16T10:03:00Z"),
    };
    expect(topicPushTime(topic)).toEqual(new Date("2025-09-16T10:03:00Z"));
  });

  it("is the day's change time for a topic written before its day", () => {
    const topic = {
      scheduledFor: new Date("2025-09-16T10:00:00Z"),
      createdAt: new Date("2025-09-14T18:20:00Z"),
    };
    expect(topicPushTime(topic)).toEqual(new Date("2025-09-16T10:00:00Z"));
  });
});
