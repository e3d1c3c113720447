import { describe, expect, it } from "vitest";
import { matchPage, PAGE_ROUTES, pageRouteOf } from "./page-routes";

const ID = "3f2c8a9e-1b7d-4c2e-9f00-0a1b2c3d4e5f";

describe("page routes", () => {
  it("name every page's shape, parameters named rather than given", () => {
    expect(pageRouteOf("/")).toBe("/");
    expect(pageRouteOf("/topics")).toBe("/topics");
    expect(pageRouteOf(`/quip/${ID}`)).toBe("/quip/:id");
    expect(pageRouteOf(`/quip/${ID.toUpperCase()}`)).toBe("/quip/:id");
    expect(pageRouteOf("/profile")).toBe("/profile");
    expect(pageRouteOf(`/profile/${ID}/`)).toBe("/profile/:id");
    expect(pageRouteOf("/search")).toBe("/search");
    expect(pageRouteOf("/search/a%2Fb%20c")).toBe("/search/:query");
    expect(pageRouteOf("/topics/doing-laundry")).toBe("/topics/:topic");
    expect(pageRouteOf("/Reset-Password")).toBe("/reset-password");
    expect(pageRouteOf(`/results/${ID}/${ID}`)).toBe("/results/:competitionId/:userId");
  });

  it("find the page an address is, with the parameters it gives", () => {
    expect(matchPage(`/quip/${ID}`)).toEqual({
      name: "quip",
      shape: "/quip/:id",
      params: { id: ID },
    });
    expect(matchPage("/profile/")).toEqual({ name: "profile", shape: "/profile", params: {} });
    expect(matchPage("/topics/doing-laundry")?.params).toEqual({ topic: "doing-laundry" });
    expect(matchPage("/topics")?.name).toBe("topics");
    expect(matchPage(`/results/${ID}/${ID}`)?.params).toEqual({ competitionId: ID, userId: ID });
    expect(matchPage("/quip/123")).toBeNull();
  });

  it("answer null for shapes no page has", () => {
    for (const path of [
      "",
      "about",
      "/nope",
      "/quip",
      "/quip/123",
      `/quip/${ID}/comments`,
      "/profile/bob",
      "/topics/Doing%20Laundry",
      `/topics/${"a".repeat(151)}`,
      `/search/${"q".repeat(601)}`,
      "/about/us",
      `/results/${ID}`,
      `/results/${ID}/bob`,
    ]) {
      expect(pageRouteOf(path), path).toBeNull();
    }
  });

  it("give every parameter of every route a shape, so no page goes uncounted", () => {
    const samples: Record<string, string> = {
      id: ID,
      topic: "doing-laundry",
      query: "jokes",
      competitionId: ID,
      userId: ID,
      week: "2026-W48",
    };
    for (const pattern of Object.values(PAGE_ROUTES)) {
      const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? "?");
      expect(pageRouteOf(path), pattern).toBe(pattern.replace("?", ""));
    }
  });
});
