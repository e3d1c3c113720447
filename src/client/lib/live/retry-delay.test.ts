import { describe, expect, it } from "vitest";
import { TIMING } from "#shared/limits.ts";
import { retryDelay } from "./retry-delay";

const lowest = () => 0;
const highest = () => 0.999_999;

describe("the stream's reconnect wait", () => {
  it("starts at the first wait and doubles", () => {
    expect(retryDelay(0, highest)).toBe(TIMING.streamRetryFirstMs);
    expect(retryDelay(1, highest)).toBe(TIMING.streamRetryFirstMs * 2);
    expect(retryDelay(2, highest)).toBe(TIMING.streamRetryFirstMs * 4);
  });

  it("never waits longer than the last wait, however many attempts failed", () => {
    expect(retryDelay(5, highest)).toBe(TIMING.streamRetryMaxMs);
    expect(retryDelay(40, highest)).toBe(TIMING.streamRetryMaxMs);
    expect(retryDelay(2000, highest)).toBe(TIMING.streamRetryMaxMs);
  });

  it("spreads each wait between half of it and all of it", () => {
    expect(retryDelay(0, lowest)).toBe(TIMING.streamRetryFirstMs / 2);
    expect(retryDelay(3, lowest)).toBe(TIMING.streamRetryFirstMs * 4);
    expect(retryDelay(3, () => 0.5)).toBe(TIMING.streamRetryFirstMs * 6);
    expect(retryDelay(40, lowest)).toBe(TIMING.streamRetryMaxMs / 2);
  });

  it("treats a negative attempt as the first", () => {
    expect(retryDelay(-1, highest)).toBe(TIMING.streamRetryFirstMs);
  });
});
