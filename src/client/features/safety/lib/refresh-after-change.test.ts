import { describe, expect, it } from "vitest";
import type { Quip } from "#shared/schemas/quips.ts";
import { isRevealedQuipOf } from "./refresh-after-change";

const ada = { id: "u1", username: "ada", profileImageUrl: null, isBot: false };

const quip = (fields: Partial<Quip>): Quip => ({
  id: "q",
  content: "a joke",
  punchline: null,
  createdAt: "2026-11-18T15:00:00Z",
  isEdited: false,
  isAnonymous: false,
  topicOfTheDay: false,
  topicText: null,
  topicSlug: null,
  topicIdentifier: null,
  vaultQuipId: null,
  author: ada,
  isOwn: false,
  likesCount: 0,
  likesHidden: false,
  commentsCount: 0,
  isLiked: false,
  isBookmarked: false,
  isReported: false,
  containsMutedWord: false,
  guesses: null,
  ...fields,
});

describe("the quips a mute takes away at once", () => {
  const ofAda = isRevealedQuipOf(ada.id);

  it("are the member's revealed quips", () => {
    expect(ofAda(quip({}))).toBe(true);
    expect(ofAda(quip({ author: { ...ada, id: "u2" } }))).toBe(false);
  });

  it("never an anonymous quip, even one whose author an administrator's card names", () => {
    expect(ofAda(quip({ isAnonymous: true, author: null }))).toBe(false);
    expect(ofAda(quip({ isAnonymous: true }))).toBe(false);
  });
});
