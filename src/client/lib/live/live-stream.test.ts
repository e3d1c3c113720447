import { describe, expect, it } from "vitest";
import { streamUrl } from "./live-stream";

describe("the stream's address", () => {
  it("is the bare stream the first time", () => {
    expect(streamUrl(null)).toBe("/api/stream");
  });

  it("names the last event seen when it opens again", () => {
    expect(streamUrl("4711")).toBe("/api/stream?lastEventId=4711");
  });
});
