import { describe, expect, it } from "vitest";
import { parseSearchType, searchHref } from "./search-params";

describe("search addresses", () => {
  it("reads the type, quips by default", () => {
    expect(parseSearchType("users")).toBe("users");
    expect(parseSearchType("topics")).toBe("topics");
    expect(parseSearchType(null)).toBe("quips");
    expect(parseSearchType("people")).toBe("quips");
  });

  it("puts the trimmed text in the path and the type in the query", () => {
    expect(searchHref("  cats  ", "quips")).toBe("/search/cats?type=quips");
    expect(searchHref("a/b & c?", "users")).toBe("/search/a%2Fb%20%26%20c%3F?type=users");
    expect(searchHref("   ", "topics")).toBe("/search?type=topics");
  });
});
