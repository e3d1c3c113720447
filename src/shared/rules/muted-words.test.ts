import { describe, expect, it } from "vitest";
import { mutedWordMatcher, normalizeMutedWords } from "./muted-words";

describe("muted words", () => {
  it("match whole words in any case", () => {
    const matches = mutedWordMatcher(["cat"]);
    expect(matches("My CAT sat")).toBe(true);
    expect(matches("cat")).toBe(true);
    expect(matches("the cat's hat")).toBe(true);
    expect(matches("(cat)")).toBe(true);
    expect(matches("concatenate")).toBe(false);
    expect(matches("cats")).toBe(false);
    expect(matches("bobcat")).toBe(false);
    expect(matches("cat_food")).toBe(false);
  });

  it("match a phrase across any spaces, and not its words apart", () => {
    const matches = mutedWordMatcher(["bad  joke "]);
    expect(matches("what a BAD\n  joke")).toBe(true);
    expect(matches("a bad, joke")).toBe(false);
    expect(matches("bad jokes")).toBe(false);
  });

  it("treat letters beyond ASCII as letters", () => {
    const matches = mutedWordMatcher(["café", "ÉTÉ"]);
    expect(matches("Un CAFÉ noir")).toBe(true);
    expect(matches("cafés")).toBe(false);
    expect(matches("en été")).toBe(true);
    expect(matches("cafétéria")).toBe(false);
  });

  it("take a word's symbols literally", () => {
    const matches = mutedWordMatcher(["c++", "a.b", "(x)", "x-y"]);
    expect(matches("I love c++ jokes")).toBe(true);
    expect(matches("axb")).toBe(false);
    expect(matches("a.b")).toBe(true);
    expect(matches("(x)")).toBe(true);
    expect(matches("x-y")).toBe(true);
    expect(matches("xzy")).toBe(false);
  });

  it("match nothing without words", () => {
    expect(mutedWordMatcher([])("anything")).toBe(false);
  });

  it("keep each word once, trimmed, with single spaces", () => {
    expect(normalizeMutedWords([" Cat ", "cat", "bad   joke", "  ", "CAT"])).toEqual([
      "Cat",
      "bad joke",
    ]);
  });
});
