import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "#shared/limits.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules(); // a fresh store for each test
});
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("shows one toast at a time: a newer replaces the older", async () => {
    const { toast, getToasts } = await import("./use-toast");
    toast({ title: "First" });
    toast({ title: "Second", variant: "success" });
    expect(getToasts().map((item) => item.title)).toEqual(["Second"]);
  });

  it("removes a dismissed toast after the remove delay", async () => {
    const { toast, getToasts } = await import("./use-toast");
    const shown = toast({ title: "Bye" });
    shown.dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TIMING.toastRemoveMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
