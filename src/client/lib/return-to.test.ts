import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-to";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/quip/abc")).toBe("/quip/abc");
    expect(safeReturnPath("/?filter=new&page=3")).toBe("/?filter=new&page=3");
    expect(safeReturnPath("/profile/x?tab=stats#top")).toBe("/profile/x?tab=stats#top");
  });

  it("refuses anything that could lead to another site", () => {
    for (const value of [
      "//evil.example/quip/1",
      "/\\evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      " /quip/1",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it("refuses a path that a browser would read as another host", () => {
    expect(safeReturnPath("/\t/evil.example")).toBeNull();
  });
});
