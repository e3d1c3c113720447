import { describe, expect, it } from "vitest";
import { TIMING } from "#shared/limits.ts";
import { noChanges } from "./changes";
import { createReplayBuffer } from "./replay-buffer";

const batch = (id: string) => ({ id, changes: noChanges() });

describe("the replay buffer", () => {
  it("gives a reconnecting stream the batches after the last one it saw", () => {
    const buffer = createReplayBuffer(() => 0);
    for (const id of ["7", "5", "8"]) buffer.add(batch(id));
    // The order heard, not the ids' order: processes take ids before they publish.
    expect(buffer.after("7")?.map((b) => b.id)).toEqual(["5", "8"]);
    expect(buffer.after("8")).toEqual([]);
    expect(buffer.after("6")).toBeNull();
    expect(buffer.newestId()).toBe("8");
  });

  it("forgets batches older than the replay window, but always knows the newest", () => {
    let now = 0;
    const buffer = createReplayBuffer(() => now);
    buffer.add(batch("1"));
    buffer.add(batch("2"));
    now = TIMING.liveReplayMs / 2;
    buffer.add(batch("3"));
    now = TIMING.liveReplayMs + 1;
    expect(buffer.after("1")).toBeNull();
    expect(buffer.after("2")).toBeNull();
    expect(buffer.after("3")).toEqual([]);
    now = 10 * TIMING.liveReplayMs;
    expect(buffer.after("3")).toEqual([]);
    expect(buffer.newestId()).toBe("3");
  });

  it("knows nothing once cleared", () => {
    const buffer = createReplayBuffer(() => 0);
    buffer.add(batch("1"));
    buffer.clear();
    expect(buffer.after("1")).toBeNull();
    expect(buffer.newestId()).toBeNull();
  });
});
