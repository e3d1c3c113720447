import { describe, expect, it } from "vitest";
import type { Quip } from "#shared/schemas/quips.ts";
import { keptQuip } from "./kept-feed";

const author = {
  id: "u-1",
  username: "sockwhisperer",
  profileImageUrl: "/objects/u-1.webp",
  isBot: false,
};

const quip = (fields: Partial<Quip>): Quip => ({
  id: "q-1",
  content: "My umbrella only works indoors.",
  punchline: null,
  createdAt: "2026-11-18T15:00:00Z",
  isEdited: false,
  isAnonymous: false,
  topicOfTheDay: false,
  topicText: null,
  topicSlug: null,
  topicIdentifier: null,
  vaultQuipId: null,
  author,
  isOwn: false,
  likesCount: 3,
  likesHidden: false,
  commentsCount: 1,
  isLiked: true,
  isBookmarked: true,
  isReported: false,
  containsMutedWord: false,
  guesses: null,
  ...fields,
});

describe("keptQuip", () => {
  it("keeps a revealed quip's text, byline and counts, and nothing of the reader's", () => {
    expect(keptQuip(quip({}))).toEqual({
      byline: "sockwhisperer",
      content: "My umbrella only works indoors.",
      punchline: null,
      createdAt: "2026-11-18T15:00:00Z",
      topic: null,
      likesCount: 3,
      commentsCount: 1,
    });
  });

  it("names nobody for an anonymous quip, even where the reader was shown its author", () => {
    // An administrator's answers (and the author's own card) carry what a shared device must not keep.
    const kept = keptQuip(quip({ isAnonymous: true, isOwn: true }));
    expect(kept.byline).toBe("anonymous");
    expect(JSON.stringify(kept)).not.toContain(author.username);
    expect(JSON.stringify(kept)).not.toContain(author.id);
  });

  it("keeps no count of an entry of an open competition", () => {
    expect(keptQuip(quip({ likesCount: null, likesHidden: true })).likesCount).toBeNull();
  });

  it("keeps a punchline, to be drawn behind its tap", () => {
    expect(keptQuip(quip({ punchline: "It only rains outside." })).punchline).toBe(
      "It only rains outside.",
    );
  });

  it("keeps no text of a quip folded for a muted word, its punchline neither", () => {
    const folded = keptQuip(quip({ containsMutedWord: true, punchline: "It only rains outside." }));
    expect([folded.content, folded.punchline]).toEqual([null, null]);
  });

  it("says Unknown for a revealed quip whose author is gone, and keeps a topic quip's topic", () => {
    const kept = keptQuip(quip({ author: null, topicOfTheDay: true, topicText: "Rainy days" }));
    expect(kept.byline).toBe("Unknown");
    expect(kept.topic).toBe("Rainy days");
  });
});
