import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { writeBuiltClient } from "./support/built-client";
import { createTestApp, type TestApp } from "./support/test-app";

/** The built client as `npm start` serves it: its files, and its page for every other path. */
let t: TestApp;
let app: FastifyInstance;
let client: ReturnType<typeof writeBuiltClient>;

beforeAll(async () => {
  t = await createTestApp();
  client = writeBuiltClient({
    "assets/app-1a2b.js": "console.log(1)",
    "robots.txt": "User-agent: *",
  });
  app = await buildApp(t.ctx, { clientDir: client.dir });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  client?.remove();
});

describe("the built client", () => {
  it("answers a page path with its index.html, kept by no shared cache", async () => {
    const page = await app.inject({ url: "/topics/some-topic" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Quip</title>");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });

  it("serves a hashed asset for a year and a plain file afresh", async () => {
    const asset = await app.inject({ url: "/assets/app-1a2b.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.body).toBe("User-agent: *");
    expect(robots.headers["cache-control"]).toBe("no-cache");
  });

  it("answers an unknown API path with 404, not the page", async () => {
    const missing = await app.inject({ url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<title>");
  });
});
