import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "#shared/rules/page-routes.ts";
import { paths } from "./paths";

describe("the router's patterns", () => {
  it("are exactly the pages the server counts views of", () => {
    const routed = Object.values(paths).map((route) => route.path);
    expect([...routed].sort()).toEqual([...Object.values(PAGE_ROUTES)].sort());
  });
});
