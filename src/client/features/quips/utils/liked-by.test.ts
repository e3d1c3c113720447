import { describe, expect, it } from "vitest";
import { hidesLikers, type LikedQuip, likesOfMuted } from "./liked-by";

const quip = (over: Partial<LikedQuip> = {}): LikedQuip => ({
  id: "q",
  likesCount: 3,
  likesHidden: false,
  isLiked: false,
  isAnonymous: false,
  author: null,
  ...over,
});
const liker = (id: string) => ({
  id,
  username: id,
  profileImageUrl: null,
  firstName: null,
  lastName: null,
});

describe("Liked by", () => {
  it("hides the likers of a quip anonymous to the reader, not of one whose author they see", () => {
    expect(hidesLikers(quip({ isAnonymous: true }))).toBe(true);
    const named = { id: "a", username: "a", profileImageUrl: null, isBot: false };
    expect(hidesLikers(quip({ isAnonymous: true, author: named }))).toBe(false);
    expect(hidesLikers(quip())).toBe(false);
  });

  it("counts the likes left out for a member who mutes or blocks their likers", () => {
    expect(likesOfMuted(quip(), [liker("b")], "me", false)).toBe(2);
    expect(likesOfMuted(quip(), [liker("b"), liker("c"), liker("d")], "me", false)).toBe(0);
  });

  it("never counts the reader's own like the list has not caught up with, nor a visitor's", () => {
    expect(likesOfMuted(quip({ isLiked: true }), [liker("b"), liker("c")], "me", false)).toBe(0);
    expect(likesOfMuted(quip({ isLiked: true }), [liker("me"), liker("b")], "me", false)).toBe(1);
    expect(likesOfMuted(quip(), [], undefined, false)).toBe(0);
    expect(likesOfMuted(quip(), [], "me", true)).toBe(0);
  });

  it("names no liker of an entry of an open competition, even revealed, and counts none", () => {
    const named = { id: "a", username: "a", profileImageUrl: null, isBot: false };
    const competing = quip({ likesCount: null, likesHidden: true, author: named });
    expect(hidesLikers(competing)).toBe(true);
    expect(likesOfMuted(competing, [], "me", false)).toBe(0);
  });
});
