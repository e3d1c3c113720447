import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportToken } from "./support/exports";
import { as } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { photoWithGps, upload } from "./support/photos";
import { startS3Server, type TestS3Server } from "./support/s3";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

let s3: TestS3Server;
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  smtp = await startSmtpServer();
  t = await createTestApp({ s3, smtpUrl: smtp.url });
});
afterAll(async () => {
  if (t) {
    await t.ctx.background.settled();
    await t.ctx.background.settled();
  }
  await t?.close();
  await smtp?.close();
  await s3?.close();
});

/** Uploads a photo and makes it the member's picture; answers its key in the bucket. */
async function setPhoto(member: Member, background: string): Promise<string> {
  const { uploadURL, put } = await upload(t, member, await photoWithGps(background), "image/png");
  expect(put.statusCode, put.body).toBe(204);
  const set = await as(t, member).put("/api/profile-photo", { profileImageUrl: uploadURL });
  expect(set.statusCode, set.body).toBe(200);
  const { objectPath } = set.json() as { objectPath: string };
  expect(objectPath).toMatch(/^\/objects\/avatars\/[0-9a-f-]+\.webp$/);
  return objectPath.slice("/objects/".length);
}

describe("with a bucket configured, a profile photo", () => {
  it("is stored in the bucket re-encoded, without its metadata, as WebP", async () => {
    const key = await setPhoto(await registerMember(t), "#3a7");
    expect(await s3.keys("avatars/")).toContain(key);
    const stored = await s3.object(key);
    expect(stored?.contentType).toBe("image/webp");
    const meta = await sharp(stored?.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      "webp",
      512,
      512,
      undefined,
    ]);
    // The bytes as sent (with the camera's name in them) never reach the bucket.
    for (const other of await s3.keys()) {
      expect((await s3.object(other))?.bytes.includes(Buffer.from("Snapper"))).toBe(false);
    }
  });

  it("is served from the bucket as stored, cached for good, with an ETag that answers 304", async () => {
    const key = await setPhoto(await registerMember(t), "#a37");
    const stored = await s3.object(key);
    const served = await as(t, undefined).get(`/objects/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: "GET",
      url: `/objects/${key}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await t.app.inject({
      method: "GET",
      url: `/objects/${key}`,
      headers: { "if-none-match": '"another"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("replaced, becomes the picture; the member's removal takes every photo of theirs out of the bucket", async () => {
    const member = await registerMember(t);
    const first = await setPhoto(member, "#37a");
    const second = await setPhoto(member, "#7a3");
    expect(first).not.toBe(second);
    const profile = (await as(t, member).get("/api/auth/user")).json();
    expect(profile.profileImageUrl).toBe(`/objects/${second}`);
    expect([await s3.exists(first), await s3.exists(second)]).toEqual([true, true]);
    expect((await as(t, undefined).get(`/objects/${second}`)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie: member.cookie },
      payload: { currentPassword: member.password },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await s3.exists(first)).toBe(false);
    expect(await s3.exists(second)).toBe(false);
    for (const key of [first, second]) {
      const served = await as(t, undefined).get(`/objects/${key}`);
      expect(served.statusCode).toBe(404);
      // Even a browser holding the old copy is told it is gone.
      const revalidated = await t.app.inject({
        method: "GET",
        url: `/objects/${key}`,
        headers: { "if-none-match": "*" },
      });
      expect(revalidated.statusCode).toBe(404);
    }
  });

  it("that is missing, or named by an unsafe key, is not found and never asked of the bucket", async () => {
    for (const url of [
      "/objects/avatars/0f0e0d0c-0b0a-4908-8706-050403020100.webp",
      "/objects/../package.json",
      "/objects/avatars/%2e%2e/x",
    ]) {
      expect((await as(t, undefined).get(url)).statusCode, url).toBe(404);
    }
    expect(await t.ctx.storage.get("avatars/never-stored.webp")).toBeNull();
    for (const key of ["../escape.webp", "avatars/../../x", "/etc/passwd", "avatars/a~meta.json"]) {
      expect(await t.ctx.storage.get(key)).toBeNull();
      await expect(t.ctx.storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(
        /unsafe object key/,
      );
    }
    await expect(
      t.ctx.storage.put("avatars/split.webp", Buffer.from("x"), "image/webp\r\nSet-Cookie: a=b"),
    ).rejects.toThrow(/content type/);
    expect(await s3.keys()).not.toContain("avatars/split.webp");
  });
});

describe("with a bucket configured, a data export", () => {
  it("is stored in the bucket, holds the photo from the bucket, and downloads for its owner only", async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const photo = await s3.object(await setPhoto(owner, "#777"));
    const before = await s3.keys("exports/");
    const token = await exportToken(t, smtp, owner);
    const added = (await s3.keys("exports/")).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    const key = added[0] as string;
    const stored = await s3.object(key);
    expect(stored?.contentType).toBe("application/zip");

    const path = `/api/users/me/export/${encodeURIComponent(token)}`;
    const own = await as(t, owner).get(path);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/zip");
    expect(own.rawPayload.equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    const files = unzipSync(new Uint8Array(own.rawPayload));
    expect(
      Buffer.from(files["profile-photo.webp"] ?? []).equals(photo?.bytes ?? Buffer.alloc(1)),
    ).toBe(true);
    expect((await as(t, other).get(path)).statusCode).toBe(404);
    expect((await as(t, undefined).get(path)).statusCode).toBe(401);
    const publicly = await as(t, undefined).get(`/objects/${key}`);
    expect(publicly.statusCode).toBe(404);
    expect(publicly.rawPayload.includes(stored?.bytes.subarray(0, 64) ?? Buffer.alloc(1))).toBe(
      false,
    );
  });
});
