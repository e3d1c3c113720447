import { describe, expect, it } from "vitest";
import { describeMutedEntry } from "./muted-entry";

const createdAt = "2026-11-18T15:00:00Z";

describe("a mutes-list entry", () => {
  it("names a muted member", () => {
    const member = { id: "u1", username: "ada", profileImageUrl: null };
    expect(describeMutedEntry({ member, hiddenQuip: null, createdAt })).toEqual({
      key: "member:u1",
      name: "@ada",
    });
  });

  it("names nobody for a hidden quip still anonymous, only its words", () => {
    const hiddenQuip = { id: "q1", excerpt: "Why did the chicken…" };
    expect(describeMutedEntry({ member: null, hiddenQuip, createdAt })).toEqual({
      key: "quip:q1",
      name: "the author of “Why did the chicken…”",
    });
  });
});
