import { describe, expect, it } from "vitest";
import type { LiveQuip } from "#shared/schemas/live.ts";
import { type NewQuipsList, newQuipIds } from "./new-quips";

const at = (minute: number) => `2026-11-18T15:${String(minute).padStart(2, "0")}:00.000Z`;
const quip = (id: string, minute: number, topicIdentifier: string | null = null): LiveQuip => ({
  id,
  createdAt: at(minute),
  topicIdentifier,
});
const list = (over: Partial<NewQuipsList> = {}): NewQuipsList => ({
  shown: [
    { id: "shown-2", createdAt: at(10) },
    { id: "shown-1", createdAt: at(5) },
  ],
  ownIds: new Set(),
  dismissedIds: new Set(),
  ...over,
});

describe("the new quips a list offers", () => {
  it("offers announced quips newer than the newest it shows", () => {
    expect(newQuipIds([quip("a", 11), quip("b", 12)], list())).toEqual(["a", "b"]);
  });

  it("offers nothing it already shows or that is older than what it shows", () => {
    expect(newQuipIds([quip("shown-2", 10), quip("old", 9)], list())).toEqual([]);
    // Loaded by the list after it was announced.
    const loaded = list({ shown: [{ id: "a", createdAt: at(11) }, ...list().shown] });
    expect(newQuipIds([quip("a", 11)], loaded)).toEqual([]);
  });

  it("counts a quip announced twice once", () => {
    expect(newQuipIds([quip("a", 11), quip("a", 11)], list())).toEqual(["a"]);
  });

  it("leaves out the reader's own quip", () => {
    expect(
      newQuipIds([quip("mine", 11), quip("b", 12)], list({ ownIds: new Set(["mine"]) })),
    ).toEqual(["b"]);
  });

  it("on a topic's page offers only quips of that topic", () => {
    const announced = [
      quip("a", 11, "laundry-2026-11-18"),
      quip("b", 12, null),
      quip("c", 13, "cats-2026-11-17"),
    ];
    expect(newQuipIds(announced, list({ topicIdentifier: "laundry-2026-11-18" }))).toEqual(["a"]);
    expect(newQuipIds(announced, list())).toEqual(["a", "b", "c"]);
  });

  it("stops offering what was not there when the list was loaded again", () => {
    expect(newQuipIds([quip("gone", 11)], list({ dismissedIds: new Set(["gone"]) }))).toEqual([]);
  });

  it("offers every announced quip to a list that shows none yet", () => {
    expect(newQuipIds([quip("a", 1)], list({ shown: [] }))).toEqual(["a"]);
  });
});
