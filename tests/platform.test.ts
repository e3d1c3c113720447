import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("health", () => {
  it("names the database kind the tests run on", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: process.env.TEST_DB_KIND });
  });
});

describe("page views", () => {
  it("counts views per path and Eastern day, with nothing about the visitor", async () => {
    t.clock.set("2025-09-14T03:30:00Z"); // 23:30 on the 13th in New York
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/page-views",
        payload: { path: "/topics" },
      });
      expect(response.statusCode).toBe(204);
    }
    const rows = await t.ctx.db.select().from(pageViews);
    expect(rows).toEqual([{ day: "2025-09-13", path: "/topics", count: 3 }]);
  });

  it("refuses a full address or a query string", async () => {
    for (const path of ["https://evil.example/x", "/search?q=secret", "relative"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/page-views",
        payload: { path },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("page views of the app's own pages", () => {
  const view = (path: string) =>
    t.app.inject({ method: "POST", url: "/api/page-views", payload: { path } });
  const counts = async (day: string) =>
    Object.fromEntries(
      (await t.ctx.db.select().from(pageViews))
        .filter((row) => row.day === day)
        .map((row) => [row.path, row.count]),
    );

  it("are kept by page shape: no quip, member or search text, and rows only per page", async () => {
    t.clock.set("2025-09-20T16:00:00Z");
    const paths = [
      "/",
      "/quip/3f2c8a9e-1b7d-4c2e-9f00-0a1b2c3d4e5f",
      "/quip/00000000-0000-4000-8000-000000000000",
      "/profile",
      "/profile/3f2c8a9e-1b7d-4c2e-9f00-0a1b2c3d4e5f",
      "/search/my%20neighbour%20Bob",
      "/topics/doing-laundry-2025-09-14",
      "/About/",
    ];
    for (const path of paths) expect((await view(path)).statusCode).toBe(204);
    expect(await counts("2025-09-20")).toEqual({
      "/": 1,
      "/quip/:id": 2,
      "/profile": 1,
      "/profile/:id": 1,
      "/search/:query": 1,
      "/topics/:topic": 1,
      "/about": 1,
    });
  });

  it("refuse a path no page has, or an id of the wrong shape, and count nothing", async () => {
    t.clock.set("2025-09-21T16:00:00Z");
    for (const path of [
      "/wp-admin",
      "/quip/42",
      "/quip/3f2c8a9e-1b7d-4c2e-9f00-0a1b2c3d4e5f/extra",
      "/profile/alice",
      "/topics/Doing%20Laundry",
      "/api/quips",
    ]) {
      const response = await view(path);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe("Path is not a page of Quip");
    }
    expect(await counts("2025-09-21")).toEqual({});
  });
});

describe("unknown API paths", () => {
  it("are a plain-text 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe("Not found");
  });
});
