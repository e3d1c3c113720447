import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps short text and puts it on one line", () => {
    expect(excerpt("  a\n joke  ", 60)).toBe("a joke");
  });

  it("cuts at the limit with an ellipsis", () => {
    expect(excerpt("x".repeat(61), 60)).toBe(`${"x".repeat(60)}…`);
    expect(excerpt("x".repeat(60), 60)).toBe("x".repeat(60));
  });

  it("never splits an emoji", () => {
    expect(excerpt("😀😀😀", 2)).toBe("😀😀…");
  });
});
