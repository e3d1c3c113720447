import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { startS3Server, type TestS3Server } from "./support/s3";
import { createTestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

const run = promisify(execFile);

let s3: TestS3Server;
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-migrate-"));
const local = createLocalStorage(path.join(dataDir, "objects"));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run storage -- …` as an operator runs it, with only the given S3_* variables set. */
async function storage(args: string[], s3Env: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ...s3Env,
  };
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "src/server/cli/storage.ts", ...args], {
      env,
      timeout: scaled(30_000),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const OBJECTS = {
  "avatars/5b1e2c9a-1111-4222-8333-944445555666.webp": ["image/webp", randomBytes(3000)],
  "avatars/demo-ada.png": ["image/png", randomBytes(700)],
  "exports/9f3c1d.zip": ["application/zip", randomBytes(12_000)],
} as const;

describe("npm run storage -- migrate", () => {
  it("refuses clearly when no bucket, or half of one, is configured", async () => {
    await local.put("avatars/demo-ada.png", Buffer.from("png"), "image/png");
    const none = await storage(["migrate"], {});
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("No bucket is configured: set S3_BUCKET");
    const half = await storage(["migrate"], { S3_BUCKET: s3.config.bucket });
    expect(half.code).toBe(2);
    expect(half.stderr).toContain("S3_ACCESS_KEY_ID: required when S3_BUCKET is set");
    const noBucket = await storage(["migrate"], { ...s3.env, S3_BUCKET: "" });
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain("S3_BUCKET: required when S3_ENDPOINT");
    const usage = await storage(["copy"], s3.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run storage -- migrate");
    expect(await s3.keys()).toEqual([]);
  });

  it("copies every local object with its content type, and copies nothing on a second run", async () => {
    for (const [key, [type, bytes]] of Object.entries(OBJECTS)) await local.put(key, bytes, type);
    // Not an object: what a crash may leave beside one.
    writeFileSync(path.join(dataDir, "objects", "avatars", "demo-ada.png~tmp-0a1b2c"), "half");

    const first = await storage(["migrate"], s3.env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      "Copied 3 objects (0.0 MB); 0 objects already in the bucket; 0 failed.",
    );
    expect(await s3.keys()).toEqual(Object.keys(OBJECTS).sort());
    for (const [key, [type, bytes]] of Object.entries(OBJECTS)) {
      const stored = await s3.object(key);
      expect(stored?.contentType, key).toBe(type);
      expect(stored?.bytes.equals(bytes), key).toBe(true);
    }

    const second = await storage(["migrate"], s3.env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      "Copied 0 objects (0.0 MB); 3 objects already in the bucket; 0 failed.",
    );
  });

  it("copies what arrived since, and an object the bucket holds only in part", async () => {
    await local.put("avatars/late.webp", randomBytes(500), "image/webp");
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: "exports/9f3c1d.zip", Body: "cut" }),
    );
    const third = await storage(["migrate"], s3.env);
    expect(third.code, third.stderr).toBe(0);
    expect(third.stdout).toContain(
      "Copied 2 objects (0.0 MB); 2 objects already in the bucket; 0 failed.",
    );
    const [type, bytes] = OBJECTS["exports/9f3c1d.zip"];
    const repaired = await s3.object("exports/9f3c1d.zip");
    expect(repaired?.contentType).toBe(type);
    expect(repaired?.bytes.equals(bytes)).toBe(true);
  });

  it("leaves a site on the bucket serving the photos it had on disk", async () => {
    const t = await createTestApp({ s3 });
    try {
      const served = await t.app.inject({ method: "GET", url: "/objects/avatars/demo-ada.png" });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.rawPayload.equals(OBJECTS["avatars/demo-ada.png"][1])).toBe(true);
    } finally {
      await t.close();
    }
  });
});
