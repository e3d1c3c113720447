import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.storage.put("avatars/abc.png", Buffer.from("png-bytes"), "image/png");
});
afterAll(async () => {
  await t?.close();
});

describe("stored objects", () => {
  it("are served with their type, cached for good, and never sniffed", async () => {
    const response = await t.app.inject({ method: "GET", url: "/objects/avatars/abc.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toBe("png-bytes");
  });

  it("answer a browser holding the same bytes with 304, and one holding others with the bytes", async () => {
    const first = await t.app.inject({ method: "GET", url: "/objects/avatars/abc.png" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const conditional = (ifNoneMatch: string) =>
      t.app.inject({
        method: "GET",
        url: "/objects/avatars/abc.png",
        headers: { "if-none-match": ifNoneMatch },
      });
    const same = await conditional(`W/"x", ${etag}`);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    expect(same.headers["cache-control"]).toContain("immutable");
    const other = await conditional('"x"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe("png-bytes");
  });

  it("answer 404 for a missing or unsafe key", async () => {
    for (const url of [
      "/objects/avatars/missing.png",
      "/objects/../package.json",
      "/objects/avatars/%2e%2e/x",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    }
  });

  it("are never served from outside the public folders: a data export stays private", async () => {
    await t.ctx.storage.put("exports/abc.zip", Buffer.from("zip-bytes"), "application/zip");
    const response = await t.app.inject({ method: "GET", url: "/objects/exports/abc.zip" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("zip-bytes");
  });
});

describe("stored objects on a disk", () => {
  it("answer 404 for a name past what a file name or a path may hold, and log no failure", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "quip-objects-"));
    const logged: string[] = [];
    const app = await buildApp(
      { ...t.ctx, storage: createLocalStorage(dir) },
      { logger: { level: "warn", stream: { write: (line: string) => logged.push(line) } } },
    );
    try {
      for (const name of ["a".repeat(256), "a".repeat(4096), `${"a/".repeat(2100)}a`]) {
        const response = await app.inject({ url: `/objects/avatars/${name}` });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe("Not found");
      }
      expect(logged).toEqual([]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
