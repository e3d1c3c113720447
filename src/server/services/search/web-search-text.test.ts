import { describe, expect, it } from "vitest";
import { webSearchText } from "./web-search-text";

describe("webSearchText", () => {
  it("keeps words, phrases, or and exclusions as typed", () => {
    for (const text of [
      "penguin tuxedo",
      '"formal occasion"',
      "cats or dogs",
      "cat -dog",
      '-"a b"',
    ]) {
      expect(webSearchText(text)).toBe(text);
    }
    expect(webSearchText("  cat  ")).toBe("cat");
  });

  it("keeps hyphenated words and exclusions of any script or number", () => {
    expect(webSearchText("well-known self-checkout")).toBe("well-known self-checkout");
    expect(webSearchText("-été -2025")).toBe("-été -2025");
  });

  it("turns a run of minus signs before a word into one exclusion", () => {
    expect(webSearchText(`${"-".repeat(100)}a`)).toBe("-a");
    expect(webSearchText('--cat ---"a b"')).toBe('-cat -"a b"');
    expect(webSearchText("cat---dog")).toBe("cat-dog");
  });

  it("drops minus signs that no word follows at once, however they are spaced or mixed", () => {
    expect(webSearchText(`${"- ".repeat(60)}cat`)).toBe("cat");
    expect(webSearchText(`${"-!".repeat(60)}cat`)).toBe(`${"!".repeat(60)}cat`);
    expect(webSearchText(`${"-(".repeat(10)}-cat`)).toBe(`${"(".repeat(10)}-cat`);
    expect(webSearchText("cat -")).toBe("cat");
    expect(webSearchText("-".repeat(200))).toBe("");
  });
});
