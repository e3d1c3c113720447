import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";

const dir = mkdtempSync(path.join(tmpdir(), "quip-storage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local object storage", () => {
  const storage = createLocalStorage(dir);

  it("keeps bytes and their content type, and forgets them on delete", async () => {
    await storage.put("avatars/a1.png", Buffer.from([1, 2, 3]), "image/png");
    expect(await storage.get("avatars/a1.png")).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      contentType: "image/png",
    });
    await storage.delete("avatars/a1.png");
    expect(await storage.get("avatars/a1.png")).toBeNull();
  });

  it("never reaches outside its folder", async () => {
    for (const key of ["../escape.png", "avatars/../../x", "/etc/passwd", "avatars/a~meta.json"]) {
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow();
    }
    expect(readdirSync(path.dirname(dir)).filter((f) => f === "escape.png")).toEqual([]);
  });

  it("finds no object under a key past a file name's or a path's length, and stores none", async () => {
    for (const key of [
      `avatars/${"a".repeat(256)}`,
      `avatars/${"a".repeat(4096)}`,
      `avatars/${"a/".repeat(2100)}a`,
    ]) {
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Buffer.from("x"), "image/png")).rejects.toThrow(
        "unsafe object key",
      );
    }
  });

  it("lists its objects' keys, and nothing a crash or a stranger left beside them", async () => {
    const listed = createLocalStorage(path.join(dir, "listed"));
    expect(await listed.listKeys()).toEqual([]);
    await listed.put("exports/b.zip", Buffer.from("zip"), "application/zip");
    await listed.put("avatars/a.webp", Buffer.from("webp"), "image/webp");
    writeFileSync(path.join(dir, "listed", "avatars", "a.webp~tmp-0a1b2c"), "half");
    writeFileSync(path.join(dir, "listed", "avatars", "Not Ours.png"), "x");
    mkdirSync(path.join(dir, "listed", "avatars", "folder"));
    expect(await listed.listKeys()).toEqual(["avatars/a.webp", "exports/b.zip"]);
  });
});
