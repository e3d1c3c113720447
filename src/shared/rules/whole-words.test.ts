import { describe, expect, it } from "vitest";
import { wholeWordFinder } from "./whole-words";

describe("wholeWordFinder", () => {
  const find = wholeWordFinder(["spam", "bad joke", "Café"]);

  it("answers with the word as the list holds it, whatever the case and spacing in the text", () => {
    expect(find("Buy SPAM!")).toBe("spam");
    expect(find("what a BAD \n  joke")).toBe("bad joke");
    expect(find("le café")).toBe("Café");
  });

  it("finds whole words only", () => {
    expect(find("the spammer")).toBeNull();
    expect(find("spam_king")).toBeNull();
    expect(find("badjoke")).toBeNull();
  });

  it("finds nothing with an empty list", () => {
    expect(wholeWordFinder([])("spam")).toBeNull();
    expect(wholeWordFinder(["  "])("spam")).toBeNull();
  });
});
