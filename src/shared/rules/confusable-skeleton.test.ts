import { describe, expect, it } from "vitest";
import { confusableSkeleton } from "./confusable-skeleton";

describe("confusableSkeleton", () => {
  it("gives look-alike spellings of a name one skeleton", () => {
    const quipbot = confusableSkeleton("QuipBot");
    for (const imitation of ["quipbot", "QUIPBOT", "QuipB0t", "Qu1pBot", "QulpBot", "9uipBot"]) {
      expect(confusableSkeleton(imitation)).toBe(quipbot);
    }
    expect(confusableSkeleton("Anonym0us")).toBe(confusableSkeleton("anonymous"));
    expect(confusableSkeleton("5upp0rt")).toBe(confusableSkeleton("support"));
  });

  it("reads the letter pairs that pass for one letter as that letter", () => {
    expect(confusableSkeleton("arnin")).toBe(confusableSkeleton("amin"));
    expect(confusableSkeleton("clown")).toBe(confusableSkeleton("down"));
    expect(confusableSkeleton("vvalter")).toBe(confusableSkeleton("walter"));
    expect(confusableSkeleton("AcIrnin")).toBe(confusableSkeleton("Admin"));
  });

  it("folds compatibility forms and case before comparing", () => {
    expect(confusableSkeleton("ＱｕｉｐＢｏｔ")).toBe(confusableSkeleton("QuipBot"));
  });

  it("keeps names that only look different apart", () => {
    expect(confusableSkeleton("Quinn")).not.toBe(confusableSkeleton("Quip"));
    expect(confusableSkeleton("Gulp")).not.toBe(confusableSkeleton("Quip"));
    expect(confusableSkeleton("Adrian")).not.toBe(confusableSkeleton("Admin"));
  });
});
