import { describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { checkMutedWordAddition } from "./muted-word-addition";

describe("adding a muted word", () => {
  it("keeps the word trimmed, its inner spaces single", () => {
    expect(checkMutedWordAddition(["cat"], "  bad   joke ")).toEqual({
      ok: true,
      word: "bad joke",
    });
  });

  it("refuses an empty word and one over the limit, in the server's words", () => {
    expect(checkMutedWordAddition([], "   ")).toEqual({
      ok: false,
      message: "A muted word cannot be empty",
    });
    expect(checkMutedWordAddition([], "x".repeat(LIMITS.mutedWordMax))).toMatchObject({ ok: true });
    expect(checkMutedWordAddition([], "x".repeat(LIMITS.mutedWordMax + 1))).toEqual({
      ok: false,
      message: `A muted word or phrase can be at most ${LIMITS.mutedWordMax} characters`,
    });
  });

  it("refuses a word already muted in another case, naming it as kept", () => {
    expect(checkMutedWordAddition(["Cat"], "CAT")).toEqual({
      ok: false,
      message: "“Cat” is already muted",
    });
  });

  it("refuses a word past the list's limit", () => {
    const full = Array.from({ length: LIMITS.mutedWordsMax }, (_, i) => `word${i}`);
    expect(checkMutedWordAddition(full, "one more")).toEqual({
      ok: false,
      message: `You can mute at most ${LIMITS.mutedWordsMax} words or phrases`,
    });
    expect(checkMutedWordAddition(full.slice(1), "one more")).toMatchObject({ ok: true });
  });
});
