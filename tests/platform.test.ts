import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews } from "../src/server/db/schema";
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

describe("unknown API paths", () => {
  it("are a plain-text 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe("Not found");
  });
});
