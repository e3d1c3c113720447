import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title";

describe("the tab title", () => {
  it("names the page before the site", () => {
    expect(documentTitle()).toBe("Quip");
    expect(documentTitle("Recent Activity")).toBe("Recent Activity · Quip");
  });

  it("leads with the unread notifications when there are any", () => {
    expect(documentTitle(undefined, 3)).toBe("(3) Quip");
    expect(documentTitle("Recent Activity", 1)).toBe("(1) Recent Activity · Quip");
    expect(documentTitle("Recent Activity", 0)).toBe("Recent Activity · Quip");
  });

  it("says 99+ past 99, as the badge does", () => {
    expect(documentTitle(undefined, 99)).toBe("(99) Quip");
    expect(documentTitle(undefined, 100)).toBe("(99+) Quip");
  });
});
