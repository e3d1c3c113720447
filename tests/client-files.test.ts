import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
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
    "manifest.webmanifest": '{"name":"Quip"}',
    // A build that ships its own: the server's, which names the sitemap, is the one served.
    "robots.txt": "User-agent: *\nDisallow: /",
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
    const page = await app.inject({ url: "/topics" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Quip</title>");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });

  it("answers a path no page has, or a topic there is not, with its index.html as a 404", async () => {
    for (const url of ["/no-such-page", "/topics/some-topic", "/quip/1/2"]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.body).toContain("<title>Quip</title>");
    }
  });

  it("serves a hashed asset for a year and a plain file afresh", async () => {
    const asset = await app.inject({ url: "/assets/app-1a2b.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.body).toBe('{"name":"Quip"}');
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("answers robots.txt itself, whatever the build holds", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).not.toContain("Disallow: /\n");
  });

  it("answers an unknown API path with 404, not the page", async () => {
    const missing = await app.inject({ url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<title>");
  });
});
