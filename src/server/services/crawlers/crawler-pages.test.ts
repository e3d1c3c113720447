import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "#shared/rules/page-routes.ts";
import {
  LISTED_BY_ROW,
  LISTED_PAGES,
  pathPrefixOf,
  SHARED_ONLY,
  UNLISTED_PAGES,
} from "./crawler-pages";
import { robotsTxt } from "./robots";

describe("pages and crawlers", () => {
  it("say of every page of the app, once, whether search engines list it", () => {
    const said = [...LISTED_PAGES, ...LISTED_BY_ROW, ...UNLISTED_PAGES, ...SHARED_ONLY];
    expect([...said].sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
  });

  it("keep crawlers from no page the sitemap lists", () => {
    const refused = robotsTxt("https://quip.example")
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    for (const page of [...LISTED_PAGES, ...LISTED_BY_ROW]) {
      const path = PAGE_ROUTES[page].replace(/:\w+\??/g, "x");
      expect(
        refused.filter((prefix) => path.startsWith(prefix)),
        page,
      ).toEqual([]);
    }
    expect(pathPrefixOf("profile")).toBe("/profile");
    expect(pathPrefixOf("home")).toBe("/");
  });
});
