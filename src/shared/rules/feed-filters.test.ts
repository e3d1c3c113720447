import { describe, expect, it } from "vitest";
import {
  FEED_FILTERS,
  feedFilterLabel,
  feedFilterOptions,
  feedPath,
  parseFeedFilter,
  parseFeedPage,
} from "./feed-filters";

describe("feedPath", () => {
  it("omits the default filter and page 1", () => {
    expect(feedPath()).toBe("/");
    expect(feedPath("top48", 1)).toBe("/");
  });

  it("keeps a page above 1, with or without a filter", () => {
    expect(feedPath("top48", 2)).toBe("/?page=2");
    expect(feedPath("hot", 3)).toBe("/?filter=hot&page=3");
    expect(feedPath("topAllTime")).toBe("/?filter=topAllTime");
  });

  it("ignores pages that are not whole numbers above 1", () => {
    expect(feedPath("new", 0)).toBe("/?filter=new");
    expect(feedPath("new", 2.5)).toBe("/?filter=new");
  });
});

describe("parsing the URL", () => {
  it("reads unknown or missing filters as the default", () => {
    expect(parseFeedFilter(null)).toBe("top48");
    expect(parseFeedFilter("nope")).toBe("top48");
    expect(parseFeedFilter("liked")).toBe("liked");
  });

  it("reads bad pages as 1", () => {
    expect(parseFeedPage(null)).toBe(1);
    expect(parseFeedPage("abc")).toBe(1);
    expect(parseFeedPage("-2")).toBe(1);
    expect(parseFeedPage("4")).toBe(4);
  });
});

describe("menu", () => {
  it("hides the members-only filter from visitors", () => {
    const visitor = feedFilterOptions(false).map((option) => option.value);
    const member = feedFilterOptions(true).map((option) => option.value);
    expect(visitor).not.toContain("post48Following");
    expect(member).toContain("post48Following");
    expect(member).toHaveLength(8);
  });

  it("labels every filter", () => {
    for (const filter of FEED_FILTERS) expect(feedFilterLabel(filter)).not.toBe("");
    expect(feedFilterLabel("post48Following")).toBe("Recently Revealed - Following");
    expect(feedFilterLabel("topicOfTheDay")).toBe("Today's Topic");
  });
});
